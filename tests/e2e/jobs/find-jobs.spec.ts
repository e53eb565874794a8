// Find Jobs: filters by trade and province, kept in the URL across a reload; a reload shows the
// jobs saved on the device before the database code has even loaded.
import { FIRST_SYNC_MS } from '../pages/JobsPages.ts'
import { DEMO_USERS, expect, test } from './jobs-fixtures.ts'

test.describe('Find Jobs', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('filters by trade and province, keeps the filters in the URL', async ({
    auth,
    page,
    findJobs,
  }) => {
    test.setTimeout(120_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await findJobs.open()
    await expect(findJobs.results().first()).toBeVisible({ timeout: FIRST_SYNC_MS })
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

  test.describe('before the database code has loaded', () => {
    // The service worker would answer the chunk requests itself, out of reach of page.route.
    test.use({ serviceWorkers: 'block' })

    test('a reload shows the newest jobs saved on the device', async ({ auth, page, findJobs }) => {
      test.setTimeout(120_000)
      await auth.signInAndLand(DEMO_USERS.craftsman.email)
      await findJobs.open()
      await expect(findJobs.results().nth(2)).toBeVisible({ timeout: FIRST_SYNC_MS })
      const titles = () => findJobs.results().getByRole('link').allTextContents()
      const before = (await titles()).slice(0, 3)
      expect(before).toHaveLength(3)

      // RxDB and its storage never load: the rows can only come from the peek at the replica.
      // (Not database-name-*.js: the page names the database without opening it.)
      await page.route(/\/assets\/(database|storage)-[\w-]{8}\.js$/, (route) => route.abort())
      await page.reload()
      await expect(findJobs.results().first()).toBeVisible({ timeout: 20_000 })
      const after = await titles()
      // Jobs posted meanwhile by parallel tests may come first; the order of the rest holds.
      const positions = before.map((title) => after.indexOf(title))
      expect(positions.every((at) => at >= 0)).toBe(true)
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    })
  })
})
