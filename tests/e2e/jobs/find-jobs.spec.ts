// Find Jobs: filters by trade and province, kept in the URL across a reload.
import { DEMO_USERS, expect, test } from './jobs-fixtures.ts'

test.describe('Find Jobs', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('filters by trade and province, keeps the filters in the URL', async ({
    auth,
    page,
    findJobs,
  }) => {
    test.setTimeout(60_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await findJobs.open()
    await expect(findJobs.results().first()).toBeVisible({ timeout: 20_000 })
    await findJobs.filter('Trade', 'Plumbing')
    await findJobs.filter('Province or territory', 'Manitoba')
    await expect(page).toHaveURL(/trade=plumbing/)
    await expect(page).toHaveURL(/province=Manitoba/)
    const rows = findJobs.results()
    await expect(rows.first()).toBeVisible()
    const count = await rows.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      await expect(rows.nth(i)).toContainText('Manitoba')
      await expect(rows.nth(i)).toContainText('Plumbing')
    }
    const countText = await findJobs.count().textContent()

    await page.reload()
    await expect(findJobs.filterBox('Trade').locator('option:checked')).toHaveText('Plumbing')
    await expect(findJobs.count()).toHaveText(countText ?? '', { timeout: 20_000 })
  })
})
