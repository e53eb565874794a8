// In-browser measurements for the sync bench (headless Chromium, production build): the replica
// is read straight from IndexedDB (RxDB's Dexie layout: database `rxdb-dexie-<db>--<v>--<name>`,
// table `docs`), so the bench observes the app without hooks in its code.
import type { BrowserContext, Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Demo-pass-2026'

export async function signIn(page: Page, email: string): Promise<number> {
  await page.goto('/auth')
  // A person types for longer than the app takes to take the prerendered form over; a click
  // before then would time the page's start-up too.
  await page
    .locator('#root:not([data-prerendered])')
    .waitFor({ state: 'attached', timeout: 30_000 })
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  // The label may carry the required marker: "Password *".
  await page.getByLabel(/^Password( \*)?$/).fill(DEMO_PASSWORD)
  const clickedAt = Date.now()
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 })
  return clickedAt
}

/** Documents in one collection of the local replica (0 before the collection exists). */
export function replicaCount(page: Page, collection: string): Promise<number> {
  return page.evaluate(async (name) => {
    const w = window as unknown as { __benchIdb?: Record<string, IDBDatabase> }
    w.__benchIdb ??= {}
    let db = w.__benchIdb[name]
    if (!db) {
      // Never open a database that does not exist yet: that would create it without tables.
      const found = (await indexedDB.databases()).find((d) =>
        new RegExp(`^rxdb-dexie-craftlink--\\d+--${name}$`).test(d.name ?? ''),
      )
      if (!found?.name) return 0
      db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(found.name!)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
      if (!db.objectStoreNames.contains('docs')) {
        db.close()
        return 0
      }
      w.__benchIdb[name] = db
    }
    return new Promise<number>((resolve, reject) => {
      const req = db.transaction('docs').objectStore('docs').count()
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
  }, collection)
}

export interface PullTrace {
  /** Wall-clock ms of the first pull request of the table. */
  firstRequestAt: number | null
  /** Time the server took to answer, summed over the table's pull requests (ms). */
  serverMs: number
  requests: number
}

/** Watches the requests of a pull (`path`: e.g. '/rest/v1/rpc/pull_jobs'; the worker's requests
 * are the context's requests). */
export function tracePulls(context: BrowserContext, path: string): PullTrace {
  const trace: PullTrace = { firstRequestAt: null, serverMs: 0, requests: 0 }
  context.on('request', (req) => {
    if (req.url().includes(path)) trace.firstRequestAt ??= Date.now()
  })
  context.on('requestfinished', (req) => {
    if (!req.url().includes(path)) return
    const t = req.timing()
    if (t.responseEnd > 0) trace.serverMs += t.responseEnd - t.requestStart
    trace.requests += 1
  })
  return trace
}

/**
 * Waits for the end of the first sync as the app sees it: `table`'s pull run is done (the tables
 * the worker reports done are remembered in localStorage, src/data/arrival.ts) and the header's
 * sync status says "online" (no table pulling or pushing). Returns the wall-clock time.
 */
export async function waitForFirstSync(
  page: Page,
  table: string,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const arrived = await page.evaluate((t) => {
      const v = JSON.parse(localStorage.getItem('craftlink_arrived_tables') ?? 'null') as {
        tables?: string[]
      } | null
      return v?.tables?.includes(t) ?? false
    }, table)
    if (arrived) {
      const phase = await page.locator('[data-sync-phase]').first().getAttribute('data-sync-phase')
      if (phase === 'online') return Date.now()
    }
    if (Date.now() > deadline) throw new Error(`the first sync of ${table} did not complete`)
    await page.waitForTimeout(50)
  }
}

/**
 * Waits until the header's sync status has said "online" (nothing pulling or pushing) for a
 * second. The replica holds every row before the sync has finished writing its replication
 * state; a page left earlier stops the worker mid-write, and the next worker pushes the rows it
 * found without state back to the server (about 50 requests that ran into the realtime probes).
 */
export async function waitForSyncIdle(page: Page, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let quietSince: number | null = null
  for (;;) {
    const phase = await page.locator('[data-sync-phase]').first().getAttribute('data-sync-phase')
    if (phase === 'online') quietSince ??= Date.now()
    else quietSince = null
    if (quietSince !== null && Date.now() - quietSince >= 1000) return
    if (Date.now() > deadline) throw new Error(`the sync did not settle (status: ${phase})`)
    await page.waitForTimeout(100)
  }
}

/**
 * Flips a notification switch in /settings on `writer` and returns the ms until `reader`'s
 * /settings shows the new state (the write goes: replica, worker push, server, realtime, the
 * reader's worker, its replica, its live query, React).
 */
export async function switchLatency(writer: Page, reader: Page, label: string): Promise<number> {
  const before = await writer.getByRole('switch', { name: label }).isChecked()
  const waitOnReader = reader.evaluate(
    ({ label, want }) =>
      new Promise<number>((resolve, reject) => {
        const find = () =>
          [...document.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find(
            (el) => el.labels?.[0]?.textContent === label,
          )
        const started = performance.now()
        const poll = () => {
          if (find()?.checked === want) return resolve(performance.timeOrigin + performance.now())
          if (performance.now() - started > 10_000) return reject(new Error('no realtime update'))
          setTimeout(poll, 2)
        }
        poll()
      }),
    { label, want: !before },
  )
  const clickedAt = await writer.evaluate((label) => {
    const input = [...document.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find(
      (el) => el.labels?.[0]?.textContent === label,
    )
    const at = performance.timeOrigin + performance.now()
    input!.click()
    return at
  }, label)
  return (await waitOnReader) - clickedAt
}
