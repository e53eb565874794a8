// Browsing without a connection, as a newcomer tries it (issue 41): no "Failed to load your roles"
// on each page load (the replica has the roles), and the header's pending counter counts only the
// user's own changes, not the page visits and time spent queued while browsing.
import type { Page } from '@playwright/test'
import type { AppShell } from '../pages/AppShell.ts'
import { waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

const ROLES_ERROR = 'Failed to load your roles'
const PAGES = [
  ['/jobs', 'Find Jobs'],
  ['/my-work', 'My Portfolio'],
  ['/settings', 'Settings'],
  ['/craftsman-dashboard', /Dashboard/],
  ['/jobs', 'Find Jobs'],
] as const

/** Signed in, synced, the roles on the device and the app precached. */
async function readyOffline(page: Page, shell: AppShell): Promise<void> {
  await expect(shell.syncStatus()).toHaveText('Online', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Switch role' }).click()
  await expect(page.getByRole('menuitem', { name: /Craftsman/ })).toBeVisible({ timeout: 20_000 })
  await page.keyboard.press('Escape')
  await waitForOfflineReady(page)
}

/** Records every toast the page shows, whenever it shows it: a toast closes itself. */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = seen
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.mantine-Notification-root')) {
        const text = el.textContent ?? ''
        if (!seen.includes(text)) seen.push(text)
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/** Loads a page and waits until its role refresh (after the first content) has failed. */
async function load(page: Page, shell: AppShell, path: string, heading: string | RegExp) {
  const refreshFailed = page.waitForEvent('console', {
    predicate: (message) => /roles failed/i.test(message.text()),
    timeout: 30_000,
  })
  await page.goto(path)
  await expect(shell.pageHeading()).toHaveText(heading, { timeout: 20_000 })
  await refreshFailed
  await page.waitForTimeout(300)
  const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
  expect(toasts.filter((text) => text.includes(ROLES_ERROR))).toEqual([])
}

test.describe('browsing offline', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 120_000 })

  test('no roles error on any page load, and the pending counter does not move', async ({
    auth,
    page,
    context,
    shell,
  }) => {
    await recordToasts(page)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await readyOffline(page, shell)
    await context.setOffline(true)
    await load(page, shell, '/jobs', 'Find Jobs')
    await expect(shell.syncStatus()).toHaveText('Offline', { timeout: 20_000 })
    for (const [path, heading] of PAGES) {
      await load(page, shell, path, heading)
      // Page visits were queued meanwhile; none of them is the user's waiting work.
      await expect(shell.syncStatus()).toHaveText('Offline')
    }

    // A change of the user's own is counted, and sent once the network is back.
    await page.goto('/settings')
    await page.getByRole('switch', { name: 'Show advanced features' }).click()
    await expect(shell.syncStatus()).toHaveText(/^Offline\s*·\s*1$/)
    await context.setOffline(false)
    await expect(shell.syncStatus()).toHaveText('Online', { timeout: 30_000 })
  })

  test('a network that reaches nothing: no roles error either', async ({
    auth,
    page,
    shell,
    supabaseUrl,
  }) => {
    await recordToasts(page)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await readyOffline(page, shell)
    // Connected to a network (navigator.onLine stays true) that never reaches the server.
    await page.route(`${supabaseUrl}/**`, (route) => route.abort('internetdisconnected'))
    for (const [path, heading] of PAGES.slice(0, 3)) await load(page, shell, path, heading)
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByRole('menuitem', { name: /Craftsman/ })).toBeVisible()
  })
})
