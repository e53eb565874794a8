// A new device's first sync in the browser (SPEC SYNC-PROG-3..4): while the jobs pull is held
// back, the shell says what it is saving for offline use and Find Jobs says its jobs have not
// arrived instead of showing an empty list; once the pull goes through both give way to the jobs,
// and /realtime-debug shows each table's scope, rows on the device and a complete download.
import type { BrowserContext } from '@playwright/test'
import { SyncDebugPage } from '../pages/SyncDebugPage.ts'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

/** Holds the worker's jobs pages (table pull or pull_jobs) until the returned release is called. */
async function holdJobsPull(context: BrowserContext): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route(/\/rest\/v1\/(rpc\/pull_jobs|jobs)(\?|$)/, async (route) => {
    if (route.request().method() !== 'HEAD') await released
    await route.continue()
  })
  return release
}

test.describe('the first sync', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-PROG-3] [SYNC-PROG-4] shows its progress, and Find Jobs waits for its jobs', async ({
    auth,
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const release = await holdJobsPull(context)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto('/jobs')

    const arriving = page.getByText('Jobs are still being saved to this device…')
    await expect(arriving).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('No jobs on this device yet', { exact: false })).toHaveCount(0)
    const line = page.getByTestId('sync-progress')
    await expect(line).toContainText(/^Saving jobs for offline use: 0( of [\d,]+)?/, {
      timeout: 30_000,
    })
    // The app stays usable meanwhile.
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeEditable()

    release()
    await expect(
      page.getByRole('feed', { name: 'Job results' }).getByRole('article').first(),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(arriving).toHaveCount(0)
    await expect(line).toHaveCount(0, { timeout: 30_000 })

    const debug = new SyncDebugPage(page)
    await debug.open()
    const jobs = page.locator('tr[data-table="jobs"]')
    await expect(jobs).toContainText('Complete', { timeout: 30_000 })
    await expect(jobs.locator('[data-column="rows"]')).toHaveText(/^[1-9][\d,]*$/, {
      timeout: 10_000,
    })
    await expect(page.locator('tr[data-table="notifications"]')).toContainText(
      'Every row you may read',
    )

    // The next load remembers that the jobs have arrived: no notice, no progress line.
    await page.goto('/jobs')
    await expect(
      page.getByRole('feed', { name: 'Job results' }).getByRole('article').first(),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(arriving).toHaveCount(0)
    await expect(line).toHaveCount(0)
  })
})
