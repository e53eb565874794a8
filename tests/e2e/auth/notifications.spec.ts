import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

const company = DEMO_USERS.company

test.describe('notification bell', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Multi-step flows through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('a server insert appears on top with a toast; reads (also offline) reach the server; Mark all read clears the count', async ({
    auth,
    page,
    context,
    server,
  }) => {
    await auth.signInAndLand(company.email)
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toBeVisible()
    // Let the replica's realtime stream join before the inserts.
    await page.waitForTimeout(2000)
    const stamp = Date.now()
    const first = `Crew confirmed ${stamp}`
    const second = `Invoice approved ${stamp}`
    for (const title of [first, second]) {
      await server.insert('notifications', {
        user_id: company.id,
        type: 'other',
        title,
        message: 'Framing crew, Monday 7:00',
      })
      await expect(auth.toast(title)).toBeVisible({ timeout: 15_000 })
    }
    await expect(bell).toHaveAttribute('aria-label', /Notifications, \d+ unread/)
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0])

    await bell.click()
    const entries = page.locator('.mantine-Popover-dropdown').getByRole('button')
    await expect(entries.nth(0)).toHaveText('Mark all read')
    await expect(entries.nth(1)).toContainText(second)
    await expect(entries.nth(2)).toContainText(first)

    // Read on click, with no connection: shown at once, synced when back online.
    await context.setOffline(true)
    await entries.nth(2).click()
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore - 1} unread`)
    await context.setOffline(false)
    await expect
      .poll(
        async () =>
          (
            await server.select(
              'notifications',
              `select=read&title=eq.${encodeURIComponent(first)}`,
            )
          )[0]?.read,
        { timeout: 20_000 },
      )
      .toBe(true)

    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(bell).toHaveAttribute('aria-label', 'Notifications')
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
    await expect
      .poll(
        async () =>
          (await server.select('notifications', `select=id&user_id=eq.${company.id}&read=eq.false`))
            .length,
        { timeout: 20_000 },
      )
      .toBe(0)
  })
})
