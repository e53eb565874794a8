// The tab side end to end in Node: startReplica + session hand-over + the real worker host
// (in-process), then sign-out wipes everything, offline too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  insertAsOwner,
  makeUser,
  startProductServer,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import {
  currentDatabase,
  pendingWrites,
  repositoriesFor,
  setSyncSession,
  startReplica,
  wipeLocalData,
} from '../../../src/data/index.ts'
import { createAppDatabase, type AppDatabase } from '../../../src/db/index.ts'
import { testStorage } from '../../factories/database.ts'
import { InProcessWorker } from '../../factories/in-process-worker.ts'
import { until, userClient } from './replica.ts'

let server: TestServer
beforeAll(async () => {
  server = await startProductServer()
})
afterAll(async () => {
  await currentDatabase()?.close()
  await server?.close()
})

const COLLECTIONS = ['notifications', 'navigation_preferences', 'jobs'] as const

describe('logout wipe', () => {
  it('[SYNC-WIPE-1] [SYNC-WIPE-2] [SYNC-AUTH-1] [SYNC-AUTH-2] sign-out leaves an empty replica and the next user sees nothing', async () => {
    const alice = await makeUser(server)
    const bob = await makeUser(server)
    await insertAsOwner(server, 'notifications', {
      user_id: alice.id,
      type: 'job',
      title: 'For Alice',
      message: 'Only Alice may see this',
    })
    const name = `wipe-${Date.now()}`
    const storage = testStorage()
    const open = (): Promise<AppDatabase> =>
      createAppDatabase({ storage, name, collections: COLLECTIONS, multiInstance: false })
    let token = alice.token
    // One realm here: the in-process worker shares the tab's instance (in the browser the worker
    // opens its own instance of the same database in its own realm).
    const createWorker = () =>
      new InProcessWorker({
        openDatabase: () => Promise.resolve(currentDatabase()!),
        createClient: () => userClient(server, token),
      }).asWorker()
    await startReplica({ openDatabase: open, createWorker })
    setSyncSession(alice.id, alice.token)
    const repos = () => repositoriesFor(currentDatabase()!)
    await until(async () =>
      (await currentDatabase()!.notifications.count().exec()) > 0 ? true : undefined,
    )
    await until(async () => ((await repos().preferences.get(alice.id)) ? true : undefined))

    // An unconfirmed write (made offline) is reported before sign-out (the UI asks to confirm).
    Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => false })
    await repos().preferences.update(alice.id, { language: 'fr' })
    expect(await pendingWrites()).toBe(1)
    // Still once the worker has its row.
    await until(async () =>
      (await currentDatabase()!.sync_outbox.findOne(`navigation_preferences:${alice.id}`).exec())
        ? true
        : undefined,
    )
    expect(await pendingWrites()).toBe(1)

    await wipeLocalData()
    Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => true })
    expect(currentDatabase()).toBeNull()
    expect(await pendingWrites()).toBe(0)
    const left = (await indexedDB.databases()).filter((d) => d.name?.includes(name))
    expect(left).toEqual([])

    // Bob signs in on the same device: he gets his own data, none of Alice's.
    token = bob.token
    setSyncSession(bob.id, bob.token)
    const fresh = await until(() => currentDatabase() ?? undefined)
    await until(async () => ((await repos().preferences.get(bob.id)) ? true : undefined))
    expect(await repos().preferences.get(alice.id)).toBeNull()
    expect(await fresh.notifications.count().exec()).toBe(0)
  }, 30_000)
})
