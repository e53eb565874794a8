// The sync measurements, loaded through Vite (path aliases) by sync.bench.ts. Runs against the
// local backend with the product migrations, devices on Dexie over fake-indexeddb.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { makeUser, sql, startProductServer } from '../../supabase/tests/helpers.ts'
import { openDevice, until } from '../integration/sync/replica.ts'
import { repositoriesFor } from '../../src/data/repositories.ts'
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
    const dbName = `bench-${randomUUID()}`
    const t0 = performance.now()
    const device = await openDevice(server, owner, {
      collections: ['jobs'],
      batchSize: SYNC_BATCH_SIZE,
      pullBatchSize: SYNC_PULL_BATCH_SIZE,
      openDb: () => openBenchDb(dbName),
    })
    await until(
      async () => ((await device.db.jobs.count().exec()) >= JOBS ? true : undefined),
      300_000,
    )
    const seconds = (performance.now() - t0) / 1000
    const rate = JOBS / seconds
    out.push({
      name: `initial sync (${JOBS} jobs, pull page ${SYNC_PULL_BATCH_SIZE})`,
      value: Math.round(rate),
      unit: 'rows/s',
      target: '>= 5000',
      ok: rate >= 5000,
    })

    const repo = repositoriesFor(device.db).jobs
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
      name: 'newest-first page of 50 over 10k jobs (median)',
      value: pageMs,
      unit: 'ms',
      target: '<= 20',
      ok: pageMs <= 20,
    })

    // Second device of the same user, live: write on A, time until B has it.
    const otherName = `bench-${randomUUID()}`
    const other = await openDevice(server, owner, {
      collections: ['jobs'],
      batchSize: SYNC_BATCH_SIZE,
      pullBatchSize: SYNC_PULL_BATCH_SIZE,
      openDb: () => openBenchDb(otherName),
    })
    await until(
      async () => ((await other.db.jobs.count().exec()) >= JOBS ? true : undefined),
      300_000,
    )
    const lat: number[] = []
    for (let i = 0; i < 20; i++) {
      const id = randomUUID()
      const s = performance.now()
      await repo.insert({
        id,
        owner_id: owner.id,
        organization_id: null,
        title: `Latency probe ${i} posting`,
        description: 'Probe '.repeat(12),
        trade_specialty: 'carpentry',
        experience_level: 'entry',
        location_city: 'Calgary',
        location_province: 'Alberta',
        work_type: 'contract',
        duration: null,
        budget_min: 1000,
        budget_max: 2000,
        urgency: 'normal',
        requirements: '[]',
        benefits: '[]',
        is_featured: false,
        status: 'open',
        created_at: new Date().toISOString(),
      })
      await until(async () => ((await other.db.jobs.findOne(id).exec()) ? true : undefined), 10_000)
      lat.push(performance.now() - s)
    }
    const p95 = percentile(lat, 95)
    out.push({
      name: 'write-to-other-device latency via realtime (p95 of 20)',
      value: p95,
      unit: 'ms',
      target: '<= 150',
      ok: p95 <= 150,
    })
    await other.close()
    await device.close()

    // Warm replica: reopen the synced database and read the first newest-first page.
    const s = performance.now()
    const warm = await openBenchDb(dbName)
    const first = await warm.jobs.find({ sort: [{ sort_desc: 'asc' }], limit: 50 }).exec()
    const warmMs = performance.now() - s
    if (first.length !== 50) throw new Error('warm replica empty')
    out.push({
      name: 'warm replica open to first page of jobs (Node, no render)',
      value: warmMs,
      unit: 'ms',
      target: '<= 500',
      ok: warmMs <= 500,
    })
    await warm.close()
  } finally {
    await server.close()
  }
  return out
}
