// The sync bench's Node part, loaded through Vite (path aliases) by sync.bench.ts: the
// newest-first page of 50 over 10k jobs, replicated from the local backend into Dexie over
// fake-indexeddb (pure JS, slower than a browser's IndexedDB, so an upper bound).
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { makeUser, sql, startProductServer } from '../../supabase/tests/helpers.ts'
import { openDevice, until } from '../integration/sync/replica.ts'
import { SYNC_BATCH_SIZE, SYNC_PULL_BATCH_SIZE } from '../../sync/engine.ts'
import 'fake-indexeddb/auto'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { createAppDatabase, type AppDatabase } from '../../src/db/index.ts'

export interface Measure {
  name: string
  value: number
  unit: string
  target: string
  ok: boolean
}

const JOBS = 10_000

/** As in production: Dexie storage, no dev-mode, no schema validation. */
function openBenchDb(name: string): Promise<AppDatabase> {
  return createAppDatabase({
    storage: getRxStorageDexie(),
    name,
    collections: ['jobs'],
    multiInstance: false,
  })
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

export async function measure(): Promise<Measure[]> {
  const server = await startProductServer()
  const out: Measure[] = []
  try {
    const owner = await makeUser(server, ['company'])
    await sql(
      server,
      `insert into public.jobs (owner_id, title, description, trade_specialty, experience_level,
         location_city, location_province, work_type, budget_min, budget_max, created_at)
       select $1, 'Bench job number ' || g, repeat('Site work with a crew of four. ', 3), 'carpentry',
         'experienced', 'Calgary', 'Alberta', 'contract', 5000, 9000, now() - (g || ' seconds')::interval
       from generate_series(1, ${JOBS}) g`,
      [owner.id],
    )
    const device = await openDevice(server, owner, {
      collections: ['jobs'],
      batchSize: SYNC_BATCH_SIZE,
      pullBatchSize: SYNC_PULL_BATCH_SIZE,
      openDb: () => openBenchDb(`bench-${randomUUID()}`),
    })
    await until(
      async () => ((await device.db.jobs.count().exec()) >= JOBS ? true : undefined),
      300_000,
    )
    const times: number[] = []
    for (let i = 0; i < 20; i++) {
      const s = performance.now()
      // A different query each time: RxDB would answer a repeated query from its cache.
      const page = await device.db.jobs
        .find({
          selector: { title: { $ne: `absent ${i}` } },
          sort: [{ sort_desc: 'asc' }],
          limit: 50,
        })
        .exec()
      times.push(performance.now() - s)
      if (page.length !== 50 || page[0]!.title !== 'Bench job number 1')
        throw new Error('wrong page')
    }
    const pageMs = percentile(times, 50)
    out.push({
      name: 'newest-first page of 50 over 10k jobs (median of 20; Node, fake-indexeddb)',
      value: Math.round(pageMs * 10) / 10,
      unit: 'ms',
      target: '<= 20',
      ok: pageMs <= 20,
    })
    await device.close()
  } finally {
    await server.close()
  }
  return out
}
