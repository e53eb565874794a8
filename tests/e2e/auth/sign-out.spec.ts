import type { Page } from '@playwright/test'
import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

/** Records per "database/store" across the page origin's IndexedDB (runs in the page). */
async function indexedDbRecords(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue
    const name = info.name
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const stores = [...db.objectStoreNames]
    if (stores.length > 0) {
      const tx = db.transaction(stores, 'readonly')
      for (const store of stores) {
        counts[`${name}/${store}`] = await new Promise<number>((resolve, reject) => {
          const request = tx.objectStore(store).count()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      }
    }
    db.close()
  }
  return counts
}

/** Records outside RxDB's internal schema store: anything a user could have left behind. */
async function userRecords(page: Page): Promise<number> {
  const counts = await page.evaluate(indexedDbRecords)
  return Object.entries(counts)
    .filter(([store]) => !store.includes('--_rxdb_internal/'))
    .reduce((sum, [, n]) => sum + n, 0)
}

test.describe('sign out', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Multi-step flows through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('lands on /auth with the session and IndexedDB gone', async ({ auth, page }) => {
    await auth.signInAndLand(DEMO_USERS.mentor.email)
    // The replica has downloaded the mentor's data before they leave.
    await expect.poll(() => userRecords(page), { timeout: 20_000 }).toBeGreaterThan(0)
    // A message half written in a conversation is the user's too.
    await page.evaluate(() => localStorage.setItem('craftlink_chat_draft_c1', 'Logbook hours for'))
    await auth.signOut()
    await expect(page).toHaveURL(/\/auth/)
    await expect(auth.toast('Signed out successfully')).toContainText(
      'You have been logged out of your account',
    )
    // A fresh replica may be open for the next user, holding only RxDB's own schema records.
    await expect.poll(() => userRecords(page), { timeout: 10_000 }).toBe(0)
    const userKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (k) => k.endsWith('-auth-token') || k.startsWith('craftlink_chat_draft_'),
      ),
    )
    expect(userKeys).toEqual([])
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/auth\?redirect=/)
  })
})
