import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

test.describe('notification bell', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('a notification inserted on the server appears on top with a toast; Mark all read clears the count', async ({
    auth,
    page,
    server,
  }) => {
    await auth.signInAndLand(DEMO_USERS.company.email)
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toBeVisible()
    // Let the realtime subscription join before the insert.
    await page.waitForTimeout(1500)
    const before = await bell.getAttribute('aria-label')
    const title = `Crew confirmed ${Date.now()}`
    await server.insert('notifications', {
      user_id: DEMO_USERS.company.id,
      type: 'other',
      title,
      message: 'Your framing crew confirmed for Monday 7:00',
    })
    await expect(auth.toast(title)).toBeVisible({ timeout: 10_000 })
    await expect(bell).not.toHaveAttribute('aria-label', before ?? '')
    await bell.click()
    // The newest is the first entry under the Mark all read action.
    const entries = page.locator('.mantine-Popover-dropdown').getByRole('button')
    await expect(entries.nth(0)).toHaveText('Mark all read')
    await expect(entries.nth(1)).toContainText(title)
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(bell).toHaveAttribute('aria-label', 'Notifications')
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
    // Read stays read after a reload (the server has it too).
    await page.reload()
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  })
})
