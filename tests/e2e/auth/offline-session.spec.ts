import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

/** Documents in the replica's user_roles store (runs in the page). */
async function countUserRoleDocs(): Promise<number> {
  const info = (await indexedDB.databases()).find((d) => d.name?.endsWith('--user_roles'))
  if (!info?.name) return 0
  const name = info.name
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  try {
    if (!db.objectStoreNames.contains('docs')) return 0
    return await new Promise<number>((resolve, reject) => {
      const request = db.transaction('docs', 'readonly').objectStore('docs').count()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

test.describe('offline session', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Multi-step flows through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('a token that expires while the server is unreachable keeps the user in; it is refreshed once back online', async ({
    auth,
    page,
    context,
    supabaseUrl,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    const storageKey = await page.evaluate(
      () => Object.keys(localStorage).find((k) => k.endsWith('-auth-token')) ?? '',
    )
    expect(storageKey).not.toBe('')

    // Wait until the replica holds the user's roles, as it would after any normal session.
    await expect
      .poll(() => page.evaluate(countUserRoleDocs), { timeout: 20_000 })
      .toBeGreaterThan(0)
    // ...and the device remembers the role session the server answered (fetched ~100 ms after
    // sign-in; under load it can land after the replica's roles).
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(localStorage).some((k) => k.startsWith('craftlink_role_session_')),
          ),
        { timeout: 20_000 },
      )
      .toBe(true)

    // The server is out of reach and the access token has expired meanwhile.
    await page.route(`${supabaseUrl}/**`, (route) => route.abort('internetdisconnected'))
    const expiredAt = await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number }
      session.expires_at = Math.floor(Date.now() / 1000) - 60
      localStorage.setItem(key, JSON.stringify(session))
      return session.expires_at
    }, storageKey)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({
      timeout: 15_000,
    })
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/settings$/)
    // The role switcher still knows the roles (replica) and the current role (last seen).
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByRole('menuitem', { name: /Craftsman/ })).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('menuitem', { name: /Customer/ })).toBeDisabled()
    await page.keyboard.press('Escape')

    // Back online: the session is refreshed without signing in again.
    await page.unroute(`${supabaseUrl}/**`)
    await context.setOffline(true)
    await context.setOffline(false)
    await expect
      .poll(
        () =>
          page.evaluate(
            (key) =>
              (JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number }).expires_at,
            storageKey,
          ),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(expiredAt + 120)
    await expect(page).toHaveURL(/\/settings$/)
  })
})
