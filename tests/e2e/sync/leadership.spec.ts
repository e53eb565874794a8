// [SYNC-LEAD-1] One sync worker per browser profile: the leader tab runs it, other tabs show its
// status; when the leader closes, another tab takes over.
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { SyncDebugPage } from '../pages/SyncDebugPage.ts'

test.describe('multi-tab leadership', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-LEAD-1] only one tab syncs; another takes over when it closes', async ({
    auth,
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    await auth.signInAndLand(DEMO_USERS.apprentice.email)
    const first = new SyncDebugPage(page)
    await first.open()
    await expect(page.getByText('This tab runs sync')).toBeVisible({ timeout: 20_000 })

    const secondPage = await context.newPage()
    const second = new SyncDebugPage(secondPage)
    await second.open()
    await expect(secondPage.getByText('Another tab runs sync')).toBeVisible()
    // The follower shows the leader's worker status, relayed between tabs.
    await second.expectRealtimeJoined('notifications')

    await page.close()
    await expect(secondPage.getByText('This tab runs sync')).toBeVisible({ timeout: 30_000 })
    await second.expectRealtimeJoined('notifications')
  })
})
