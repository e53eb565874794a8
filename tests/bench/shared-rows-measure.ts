// The sync bench's shared-collection measure, loaded through Vite (path aliases) by sync.bench.ts:
// 50,000 rows spread over 10 declared tables in the shared collection `rows` (SPEC SYNC-MUX-1),
// then each table's newest 50 through TableRepository.list$, the app's own list query
// ([table, sort] index). Dexie over fake-indexeddb (pure JS, slower than a browser's IndexedDB),
// so an upper bound. Each table is asked once: a repeated query would be answered from RxDB's
// query cache.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import 'fake-indexeddb/auto'
import { firstValueFrom } from 'rxjs'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import * as z from 'zod'
import { createAppDatabase } from '../../src/db/index.ts'
import { toSharedDoc } from '../../src/db/shared-rows.schema.ts'
import { defineTable, type TableDef } from '../../src/db/table-def.ts'
import { TableRepository } from '../../src/data/table-repository.ts'
import type { Measure } from './sync-measure.ts'

const TABLES = 10
const ROWS = 50_000
const PAGE = 50

const benchRow = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
})

function benchTables(): TableDef[] {
  return Array.from({ length: TABLES }, (_, t) =>
    defineTable({ name: `bench_table_${t}`, row: benchRow, scope: 'user_id' }),
  )
}

export async function measureSharedRows(): Promise<Measure[]> {
  const tables = benchTables()
  const db = await createAppDatabase({
    storage: getRxStorageDexie(),
    name: `bench-rows-${randomUUID()}`,
    collections: [],
    tables,
    multiInstance: false,
  })
  try {
    const rows = db.collections.rows
    if (!rows) throw new Error('the shared collection did not open')
    const now = Date.now()
    // Rows of all tables interleaved, as pulls of several tables write them.
    const docs = Array.from({ length: ROWS }, (_, i) =>
      toSharedDoc(tables[i % TABLES]!, {
        id: randomUUID(),
        user_id: `user-${i % 7}`,
        title: `Row ${i}`,
        body: 'A row of some table of the product, about as long as a short post. '.repeat(2),
        created_at: new Date(now - i * 60_000).toISOString(),
      }),
    )
    const filled = performance.now()
    for (let i = 0; i < docs.length; i += 5000) await rows.bulkInsert(docs.slice(i, i + 5000))
    console.log(
      `  shared collection: ${ROWS} rows over ${TABLES} tables written in ` +
        `${Math.round(performance.now() - filled)} ms (fake-indexeddb)`,
    )
    const times: number[] = []
    for (const [t, def] of tables.entries()) {
      const repo = new TableRepository(db, def)
      const started = performance.now()
      const page = await firstValueFrom(repo.list$({ limit: PAGE }))
      times.push(performance.now() - started)
      // The newest row of table t is row number t (rows were written newest first).
      if (page.length !== PAGE || page[0]!['title'] !== `Row ${t}`) throw new Error('wrong page')
    }
    const sorted = [...times].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    const worst = sorted.at(-1)!
    console.log(`  newest ${PAGE} per table (ms): ${times.map((x) => x.toFixed(1)).join(' ')}`)
    return [
      {
        name: `newest ${PAGE} rows of one table, ${ROWS} rows over ${TABLES} tables in the shared collection (median of ${TABLES} tables; Node, fake-indexeddb)`,
        value: Math.round(median * 10) / 10,
        unit: 'ms',
        target: '<= 20',
        ok: median <= 20,
      },
      {
        name: `newest ${PAGE} rows of one table, shared collection, slowest of ${TABLES}`,
        value: Math.round(worst * 10) / 10,
        unit: 'ms',
        target: '<= 20',
        ok: worst <= 20,
      },
    ]
  } finally {
    await db.remove()
  }
}
