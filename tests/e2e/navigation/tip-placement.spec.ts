// Issue 41: tips sit beside the header control they are about and leave the page's headline
// uncovered; on a touch phone they offer the search button instead of Ctrl+K; "Complete your
// profile" appears only while the profile lacks something, and names what.
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { box, overlaps } from '../geometry.ts'
import { signUpNewCraftsman } from '../auth/new-craftsman.ts'

test.describe('guided tips beside their control', () => {
  test('on a desktop the welcome tour points at the search button, clear of the headline', async ({
    page,
    palette,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/')
    const tour = palette.tooltip('welcome-tour')
    await expect(tour).toBeVisible({ timeout: 10_000 })
    const search = page
      .getByRole('banner')
      .getByRole('button', { name: 'Search pages and actions' })
    const tip = await box(tour)
    const anchor = await box(search)
    expect(overlaps(tip, anchor)).toBe(false)
    expect(tip.y).toBeGreaterThanOrEqual(anchor.y + anchor.height)
    expect(tip.y - (anchor.y + anchor.height)).toBeLessThan(24)
    expect(overlaps(tip, await box(page.getByRole('heading', { level: 1 })))).toBe(false)
    await expect(tour).toContainText('Ctrl+K')
  })

  test('the search button opens the palette', async ({ page, palette }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search pages and actions' }).click()
    await expect(palette.search()).toBeVisible()
  })
})

test.describe('guided tips on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the welcome tour offers the search button, not Ctrl+K, and leaves the headline clear', async ({
    page,
    palette,
  }) => {
    await page.goto('/')
    const tour = palette.tooltip('welcome-tour')
    await expect(tour).toBeVisible({ timeout: 10_000 })
    await expect(tour).toContainText('Tap the search button')
    await expect(tour).not.toContainText(/Ctrl|Cmd/)
    expect(overlaps(await box(tour), await box(page.getByRole('heading', { level: 1 })))).toBe(
      false,
    )
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Search pages and actions' }),
    ).toBeVisible()
  })
})

test.describe('"Complete your profile"', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 90_000 })

  test('does not ask a craftsman whose profile is complete', async ({ auth, page, palette }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto('/craftsman-dashboard')
    await expect(page.getByRole('heading', { name: 'Craftsman Dashboard' })).toBeVisible({
      timeout: 20_000,
    })
    // Longer than the 2 s delay, after the profiles have arrived: it would have appeared by now.
    await page.waitForTimeout(4000)
    await expect(palette.tooltip('profile-completion')).toHaveCount(0)
  })

  test('names what a new craftsman still lacks, beside the account button', async ({
    auth,
    page,
    palette,
    supabaseUrl,
  }) => {
    await signUpNewCraftsman(page, auth, supabaseUrl, {
      emailPrefix: 'tip-gaps',
      fullName: 'Rosalie Gendron',
    })
    const tip = palette.tooltip('profile-completion')
    await expect(tip).toBeVisible({ timeout: 20_000 })
    await expect(tip).toContainText('Complete your profile')
    await expect(tip).toContainText(/Still missing: .*your city/)
    await expect(tip).toContainText('Open my profile')
    const account = await box(page.getByRole('banner').locator('[data-tip-anchor="account"]'))
    expect(overlaps(await box(tip), account)).toBe(false)
  })
})
