// Guided tooltips (spec sections 4 and 6): the welcome tour for a new user on /.
import { expect, test } from '../auth/auth-fixtures.ts'
import { signUpNewCraftsman } from '../auth/new-craftsman.ts'

test.describe('guided tooltips', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test("the welcome tour shows for a new user on / and Don't show again keeps it away", async ({
    page,
    auth,
    palette,
    supabaseUrl,
  }) => {
    test.setTimeout(90_000)
    await signUpNewCraftsman(page, auth, supabaseUrl, {
      emailPrefix: 'nav-tour',
      fullName: 'Nadia Ouellet',
    })

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
