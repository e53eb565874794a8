// The replica in the production build: the leader tab's worker replicates, writes made offline
// are kept on the device, sent when the network returns, and reach a second browser by realtime.
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { SyncDebugPage } from '../pages/SyncDebugPage.ts'

const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

async function serverRow(supabaseUrl: string, title: string): Promise<{ read: boolean } | null> {
  const url = `${supabaseUrl}/rest/v1/notifications?select=read&title=eq.${encodeURIComponent(title)}`
  const res = await fetch(url, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  })
  const rows = (await res.json()) as Array<{ read: boolean }>
  return rows[0] ?? null
}

test.describe('offline replica', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-ARCH-2] [SYNC-STATE-1] [SYNC-PUSH-2] a read made offline is kept, then synced and seen by a second browser', async ({
    auth,
    page,
    server,
    supabaseUrl,
    browser,
  }) => {
    test.setTimeout(90_000)
    const debug = new SyncDebugPage(page)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await debug.open()
    await expect(page.getByText('This tab runs sync')).toBeVisible({ timeout: 20_000 })
    await debug.expectRealtimeJoined('notifications')

    const title = `Shift moved ${Date.now()}`
    await server.insert('notifications', {
      user_id: DEMO_USERS.craftsman.id,
      type: 'other',
      title,
      message: 'Tomorrow starts at 6:30 at the Bayview site',
    })
    // Arrives through the worker's realtime stream into the replica, then the bell.
    await expect(auth.toast(title)).toBeVisible({ timeout: 15_000 })

    // A second browser signed in as the same user.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    const { AuthPage } = await import('../pages/AuthPage.ts')
    await new AuthPage(otherPage).signInAndLand(DEMO_USERS.craftsman.email)
    const otherBell = otherPage.getByRole('button', { name: /^Notifications/ })
    const unreadOnOther = async () =>
      Number(/(\d+) unread/.exec((await otherBell.getAttribute('aria-label')) ?? '')?.[1] ?? 0)
    await otherBell.click()
    await expect(
      otherPage.locator('.mantine-Popover-dropdown').getByRole('button').filter({ hasText: title }),
    ).toBeVisible({ timeout: 15_000 })
    const unreadBefore = await unreadOnOther()
    expect(unreadBefore).toBeGreaterThan(0)

    await page.context().setOffline(true)
    await expect(debug.status()).toHaveAttribute('data-sync-phase', 'offline')
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await bell.click()
    await page
      .locator('.mantine-Popover-dropdown')
      .getByRole('button')
      .filter({ hasText: title })
      .click()
    await page.keyboard.press('Escape')
    const item = debug.outboxItem(title)
    await expect(item.getByText('Saved on this device')).toBeVisible({ timeout: 10_000 })
    expect((await serverRow(supabaseUrl, title))?.read).toBe(false)

    await page.context().setOffline(false)
    await expect(item).toHaveCount(0, { timeout: 30_000 })
    await expect
      .poll(async () => (await serverRow(supabaseUrl, title))?.read, { timeout: 10_000 })
      .toBe(true)

    // The second browser's open bell shows it read (realtime through its own worker).
    await expect.poll(unreadOnOther, { timeout: 15_000 }).toBe(unreadBefore - 1)
    await other.close()
  })
})
