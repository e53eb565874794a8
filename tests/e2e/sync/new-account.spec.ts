// A brand-new account starts with an empty outbox: nothing pulled for it is pushed back, nothing
// fails, and the header settles on "Online" (it once showed "Syncing… 354" in red).
import { AuthPage } from '../pages/AuthPage.ts'
import { signUpNewCraftsman } from '../auth/new-craftsman.ts'
import { SyncDebugPage } from '../pages/SyncDebugPage.ts'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

test.describe('a new account', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-STATE-2] [SYNC-PUSH-1] signs up, onboards and has nothing waiting or failed', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    test.setTimeout(120_000)
    await signUpNewCraftsman(page, auth, supabaseUrl, {
      emailPrefix: 'fresh-replica',
      fullName: 'Nguyễn Thị Lan',
    })

    const debug = new SyncDebugPage(page)
    await debug.open()
    await expect(page.getByText('This tab runs sync')).toBeVisible({ timeout: 20_000 })
    await debug.expectRealtimeJoined('jobs')
    // Every job the account may read is on the device; none of them is queued for sending.
    await expect(debug.status()).toHaveAttribute('data-sync-phase', 'online', { timeout: 30_000 })
    await expect(debug.outbox().getByText('Everything is synced.')).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('[data-sync-state="failed"]')).toHaveCount(0)
    const header = page.getByRole('banner').getByRole('status', { name: /^Sync status:/ })
    await expect(header).toHaveText('Online')
  })

  test('[SYNC-WIPE-3] a session that ended without a sign-out leaves nothing for the next account', async ({
    auth,
    page,
    server,
  }) => {
    test.setTimeout(120_000)
    const debug = new SyncDebugPage(page)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await debug.open()
    await debug.expectRealtimeJoined('notifications')
    const title = `Private to the craftsman ${Date.now()}`
    await server.insert('notifications', {
      user_id: DEMO_USERS.craftsman.id,
      type: 'other',
      title,
      message: 'Only the craftsman may see this',
    })
    await expect(auth.toast(title)).toBeVisible({ timeout: 15_000 })
    await expect(debug.status()).toHaveAttribute('data-sync-phase', 'online', { timeout: 30_000 })

    // The stored session disappears (revoked, storage cleared): the app starts signed out
    // without running the sign-out wipe, and the replica still holds the craftsman's data.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('sb-') && key.endsWith('-auth-token')) localStorage.removeItem(key)
    })
    await page.goto('/auth')
    await new AuthPage(page).signInAndLand(DEMO_USERS.company.email)

    await debug.open()
    await expect(page.getByText('This tab runs sync')).toBeVisible({ timeout: 20_000 })
    await debug.expectRealtimeJoined('jobs')
    await expect(debug.status()).toHaveAttribute('data-sync-phase', 'online', { timeout: 30_000 })
    await expect(debug.outbox().getByText('Everything is synced.')).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('[data-sync-state="failed"]')).toHaveCount(0)
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await expect(page.locator('.mantine-Popover-dropdown')).toBeVisible()
    await expect(page.getByText(title)).toHaveCount(0)
  })
})
