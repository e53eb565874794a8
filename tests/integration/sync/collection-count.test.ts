// SYNC-ARCH-4: RxDB's free tier opens at most 13 collections per JavaScript realm. The page and
// the sync worker are each a realm; with every table of the app declared, each opens at most 10,
// so areas add tables to the shared collection (SYNC-MUX-1) without reaching the limit.
import { randomUUID } from 'node:crypto'
import 'fake-indexeddb/auto'
import { OPEN_COLLECTIONS } from 'rxdb'
import { describe, expect, it } from 'vitest'
import { makeUser, type TestServer } from '../../../supabase/tests/helpers.ts'
import {
  createAppDatabase,
  replicatedNames,
  sharedTables,
  type AppDatabase,
} from '../../../src/db/index.ts'
import { browserStorage } from '../../../src/db/storage.ts'
import type { FromWorker } from '../../../sync/protocol.ts'
import { InProcessWorker } from '../../factories/in-process-worker.ts'
import { until, userClient } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
useSyncServer((s) => (server = s))

const LIMIT_PER_REALM = 10

/** The collections RxDB counts as open for one database. */
const openOf = (name: string): string[] =>
  [...OPEN_COLLECTIONS].filter((c) => c.database?.name === name).map((c) => c.name)

describe('collections per realm', () => {
  it('[SYNC-ARCH-4] [SYNC-MUX-1] the page and the worker each open at most 10 with every table declared', async () => {
    expect(sharedTables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['portfolio_items', 'page_time_spent', 'navigation_events']),
    )
    const name = `realms-${randomUUID()}`
    // The page: the composition root's call (src/app/replica.ts), default collections and tables.
    const page = await createAppDatabase({ storage: browserStorage(), name, multiInstance: false })
    expect(openOf(name).sort()).toEqual([...replicatedNames, 'sync_outbox', 'rows'].sort())
    expect(openOf(name).length).toBeLessThanOrEqual(LIMIT_PER_REALM)
    await page.close()
    expect(openOf(name)).toEqual([])

    // The worker: its database (sync/worker.ts) with replication running for a signed-in user.
    const user = await makeUser(server)
    let db: AppDatabase | null = null
    const worker = new InProcessWorker({
      openDatabase: async () => {
        db = await createAppDatabase({
          storage: browserStorage({ relaxedDurability: true, rangeReads: false }),
          name,
          multiInstance: false,
        })
        return db
      },
      createClient: () => userClient(server, user.token),
    })
    worker.postMessage({ type: 'session', userId: user.id, accessToken: user.token })
    await until(() =>
      (worker.received as FromWorker[]).some(
        (m) => m.type === 'status' && m.status.collections.some((c) => c.name === 'rows'),
      )
        ? true
        : undefined,
    )
    expect(db).not.toBeNull()
    expect(openOf(name).length).toBeLessThanOrEqual(LIMIT_PER_REALM)
    worker.postMessage({ type: 'shutdown', requestId: 'end' })
    await until(() =>
      (worker.received as FromWorker[]).some((m) => m.type === 'ack' && m.requestId === 'end')
        ? true
        : undefined,
    )
    expect(openOf(name)).toEqual([])
  }, 30_000)
})
