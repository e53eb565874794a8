// SYNC-PULL-1: reloading while the first sync runs (right after sign-in) stops the worker at some
// point of its writes. The next worker must not push what was pulled: the header once stayed on
// "Online · 302" in red, with hundreds of other companies' jobs "Not saved" in Sync Diagnostics.
import { SyncDebugPage } from '../pages/SyncDebugPage.ts'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

test.describe('a reload during the first sync', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-PULL-1] leaves nothing waiting or failed', async ({ auth, page }) => {
    test.setTimeout(150_000)
    await auth.signInAndLand(DEMO_USERS.company.email)
    const header = page.getByRole('banner').getByRole('status', { name: /^Sync status:/ })
    await expect(header).toHaveText(/^Syncing/, { timeout: 30_000 })
    await page.reload()
    // Each reload lands at another moment of the worker's start and pulls.
    for (const delayMs of [100, 300, 600, 1000, 1500]) {
      await expect(header).toBeVisible({ timeout: 30_000 })
      await page.waitForTimeout(delayMs)
      await page.reload()
    }

    const debug = new SyncDebugPage(page)
    await debug.open()
    await expect(page.getByText('This tab runs sync')).toBeVisible({ timeout: 20_000 })
    await debug.expectRealtimeJoined('jobs')
    await expect(debug.status()).toHaveAttribute('data-sync-phase', 'online', { timeout: 30_000 })
    await expect(debug.outbox().getByText('Everything is synced.')).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('[data-sync-state="failed"]')).toHaveCount(0)
    await expect(header).toHaveText('Online')
  })
})
