// Guided tooltips (spec sections 4 and 6): the welcome tour for a new user on /.
import { uniqueEmail, latestMailLink } from '../pages/AuthPage.ts'
import { expect, test } from '../auth/auth-fixtures.ts'

test.describe('guided tooltips', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test("the welcome tour shows for a new user on / and Don't show again keeps it away", async ({
    page,
    auth,
    palette,
    supabaseUrl,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('nav-tour')
    await auth.open()
    await auth.signUp(email, 'Strong-pass-2026')
    const created = auth.toast(/Welcome!|Account Created!/)
    await expect(created).toBeVisible()
    if ((await created.textContent())?.includes('Account Created!')) {
      await page.goto(await latestMailLink(supabaseUrl, email, /type=signup/))
    }
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
    await page.getByRole('radio', { name: /Craftsman/ }).click()
    const profileStep = page.getByTestId('step-craftsman.profile')
    await profileStep.getByLabel('Full name').fill('Nadia Ouellet')
    await profileStep.getByRole('button', { name: 'Mark as done' }).click()
    const tradesStep = page.getByTestId('step-craftsman.trades')
    await tradesStep.getByRole('button', { name: 'Mark as done' }).click()
    await page.getByRole('button', { name: 'Go to my dashboard' }).click()
    await expect(page).toHaveURL(/\/craftsman-dashboard$/, { timeout: 15_000 })

    await page.goto('/')
    const tour = palette.tooltip('welcome-tour')
    await expect(tour).toBeVisible({ timeout: 10_000 })
    await expect(tour).toContainText('Welcome to CraftLink')
    expect((await tour.boundingBox())?.width).toBe(320)
    await tour.getByRole('button', { name: "Don't show again" }).click()
    await expect(tour).toBeHidden()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // Longer than the 2 s delay: it would have appeared by now.
    await page.waitForTimeout(3500)
    await expect(tour).toHaveCount(0)
  })

  test('the tour action opens the palette for a visitor', async ({ page, palette }) => {
    await page.goto('/')
    const tour = palette.tooltip('welcome-tour')
    await expect(tour).toBeVisible({ timeout: 10_000 })
    await tour.getByRole('button', { name: 'Try it now' }).click()
    await expect(palette.search()).toBeVisible()
  })
})
