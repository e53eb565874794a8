// Find Jobs beyond the replica (issue 28): online, a search also asks the server (search-jobs)
// and shows the jobs this device does not hold in their own section, marked "Not saved on this
// device"; such a job's page opens from the server. Offline, the page says its results cover the
// jobs saved on this device only.
import { FIRST_SYNC_MS } from '../pages/JobsPages.ts'
import { DEMO_USERS, expect, test } from './jobs-fixtures.ts'

const NOT_SAVED = 'Not saved on this device'

test.describe('Find Jobs server search', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // The service worker would serve the sync worker's script itself, out of reach of page.route.
  test.use({ serviceWorkers: 'block' })

  test('finds a job the device does not hold through the server, marked', async ({
    auth,
    page,
    findJobs,
    serverJob,
  }) => {
    test.setTimeout(120_000)
    const tag = `zq${crypto.randomUUID().slice(0, 6)}`
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    // serverJob answers with its default title; these jobs carry their own.
    const saved = { title: `Pipefitter ${tag} Ottawa` }
    await serverJob({ title: saved.title, location_province: 'Ontario' })
    await findJobs.open(`?q=${tag}`)
    // Synced to the device: listed among its own results, not as a server result.
    await expect(findJobs.results().getByRole('link', { name: saved.title })).toBeVisible({
      timeout: 30_000,
    })

    // From here on the device syncs nothing (its sync worker cannot load), so a job posted now
    // exists on the server only, as a job outside the device's region does.
    await page.route(/\/assets\/sync-worker-[^/]+\.js$/, (route) => route.abort())
    await page.reload()
    const remote = { title: `Plumber ${tag} Whitehorse` }
    await serverJob({
      title: remote.title,
      location_city: 'Whitehorse',
      location_province: 'Yukon',
      trade_specialty: 'plumbing',
    })
    await findJobs.search().fill(`${tag}`)

    await expect(findJobs.serverResults()).toHaveCount(1, { timeout: 20_000 })
    const card = findJobs.serverResults().first()
    await expect(card.getByRole('link', { name: remote.title })).toBeVisible()
    await expect(card).toContainText(NOT_SAVED)
    await expect(card).toContainText('Whitehorse, Yukon')
    // The device's own copy stays in its list, unmarked and not repeated below.
    const local = findJobs.results()
    await expect(local).toHaveCount(1)
    await expect(local.first()).toContainText(saved.title)
    await expect(local.first()).not.toContainText(NOT_SAVED)

    await card.getByRole('link', { name: remote.title }).click()
    await expect(page.getByRole('heading', { name: remote.title, level: 1 })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText(NOT_SAVED)).toBeVisible()
  })

  test('offline, says the results cover the jobs saved on this device only', async ({
    auth,
    context,
    findJobs,
  }) => {
    test.setTimeout(120_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await findJobs.open('?q=electrician')
    await expect(findJobs.results().first()).toBeVisible({ timeout: FIRST_SYNC_MS })
    await expect(findJobs.serverSection()).toBeVisible({ timeout: 20_000 })

    await context.setOffline(true)
    await expect(findJobs.offlineNotice()).toContainText(
      'Offline: showing jobs saved on this device (your region) only.',
    )
    await expect(findJobs.serverSection()).toBeHidden()
    await expect(findJobs.results().first()).toBeVisible()
    await context.setOffline(false)
  })
})
