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
    // A reload shows what the device holds: the bell fills from it, and nothing is news again.
    await page.reload()
    await expect(bell).toHaveAttribute('aria-label', /Notifications, \d+ unread/)
    await expect(auth.toast(first)).toHaveCount(0)
    await expect(auth.toast(second)).toHaveCount(0)

    await bell.click()
    const entries = page.locator('.mantine-Popover-dropdown').getByRole('button')
    await expect(entries.nth(0)).toHaveText('Mark all read')
    await expect(entries.nth(1)).toContainText(second)
    await expect(entries.nth(2)).toContainText(first)
    const unreadMarks = page.locator('.mantine-Popover-dropdown [aria-label="Unread"]')
    // The bell counts every unread notification on the device, the older ones it does not list
    // too. Other tests' events may add entries meanwhile, so a read is checked as the count
    // moving with the list: what the count holds beyond the listed unread entries stays the same.
    const countBehindList = async () =>
      Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0) -
      (await unreadMarks.count())
    const firstEntry = entries.filter({ hasText: first })
    await expect(firstEntry.locator('[aria-label="Unread"]')).toHaveCount(1)

    // Read on click, with no connection: shown at once, synced when back online.
    await context.setOffline(true)
    const olderUnread = await countBehindList()
    await firstEntry.click()
    await expect(firstEntry.locator('[aria-label="Unread"]')).toHaveCount(0)
    await expect(entries.filter({ hasText: second }).locator('[aria-label="Unread"]')).toHaveCount(
      1,
    )
    await expect.poll(countBehindList).toBe(olderUnread)
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
