// Floating quick actions (spec sections 2, 4 and 9).
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { serverEvents } from './server-events.ts'

test.describe('quick actions', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('visitors have none', async ({ page, palette }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(palette.quickActionsButton()).toHaveCount(0)
  })

  test('show 4, then 8 expanded, and run with the spec toast (tracked)', async ({
    page,
    auth,
    palette,
    supabaseUrl,
  }) => {
    await auth.signInAndLand('craftsman@example.com')
    await palette.quickActionsButton().click()
    await expect(palette.quickActions()).toHaveCount(4)
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect(palette.quickActions()).toHaveCount(8)
    await page.getByRole('button', { name: 'Show less' }).click()
    await expect(palette.quickActions()).toHaveCount(4)
    await palette.recordToasts()
    await palette.quickActions().filter({ hasText: 'Find Jobs' }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    await expect
      .poll(() => palette.seenToasts())
      .toContain('Action Executed: Find Jobs completed successfully')
    // Telemetry is pushed after the first sync's pages; the wait allows for a slow first sync.
    await expect
      .poll(
        async () => {
          const events = await serverEvents(
            supabaseUrl,
            DEMO_USERS.craftsman.id,
            'quick_action_clicked',
          )
          return events.map((e) => e.metadata['actionId'])
        },
        { timeout: 30_000 },
      )
      .toContain('qa-find-jobs')
  })

  test('a company gets its own actions and their keyboard shortcuts', async ({
    page,
    auth,
    palette,
  }) => {
    await auth.signInAndLand('company@example.com')
    await palette.quickActionsButton().click()
    await expect(palette.quickActions().first()).toContainText('Post a Job')
    await expect(palette.quickActions().first()).toContainText('Popular')
    await palette.quickActionsButton().click()
    // G then M: Manage Jobs.
    // Shortcuts work while no field has the focus.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await palette.recordToasts()
    await page.keyboard.press('g')
    await page.keyboard.press('m')
    await expect(page).toHaveURL(/\/job-management$/)
    await expect
      .poll(() => palette.seenToasts())
      .toContain('Action Executed: Manage Jobs completed successfully')
  })
})
