import { expect, test } from '../fixtures.ts'

test.describe('access for a signed-out visitor', () => {
  test('a guarded path lands on /auth, remembering where they were going', async ({
    page,
    shell,
  }) => {
    await shell.open('/jobs?trade=plumbing#results')
    await expect(page).toHaveURL(/\/auth\?redirect=/)
    const redirect = new URL(page.url()).searchParams.get('redirect')
    expect(redirect).toBe('/jobs?trade=plumbing#results')
    await expect(shell.pageHeading()).toHaveText('Welcome')
  })

  test('every public page opens without signing in', async ({ page, shell }) => {
    // Seven full page loads of a fresh profile (no service-worker cache yet): a loaded 2-core
    // machine needs more than the default 30 s for all of them.
    test.setTimeout(90_000)
    const pages: Array<[string, string]> = [
      ['/', 'Skilled trades work, across Canada'],
      ['/auth', 'Welcome'],
      ['/pricing', 'Pricing Plans'],
      ['/help', 'Help'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/contact', 'Contact'],
    ]
    for (const [path, heading] of pages) {
      await shell.open(path)
      await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`))
      await expect(shell.pageHeading()).toHaveText(heading)
      await expect(shell.signInButton()).toBeVisible()
    }
  })

  test('an unknown path shows the not-found page', async ({ page, shell }) => {
    await shell.open('/definitely/not-a-page')
    await expect(shell.notFoundHeading()).toBeVisible()
    await expect(page.getByText(/The page \/definitely\/not-a-page does not exist/)).toBeVisible()
    await expect(page).toHaveURL(/\/definitely\/not-a-page$/)
    await page.getByRole('link', { name: 'Go to Homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
