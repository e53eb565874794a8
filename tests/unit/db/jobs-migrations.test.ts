// jobs v1 adds pay_unit (issue 41). A device that held v0 jobs keeps them, each with the unit the
// server's migration gave the same row (from its amounts), and an edit made offline before the
// upgrade is still pushed once, as an edit of the server's row: RxDB migrates its copy of the
// server state (the replication's assumed master state) with the same strategy. jobs v2 drops the
// trade and province indexes (issue 28): stored jobs and an unsent edit are kept as they were.
import { afterEach, describe, expect, it } from 'vitest'
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb'
import { replicateRxCollection } from 'rxdb/plugins/replication'
import { testStorage } from '../../factories/database.ts'
import {
  createAppDatabase,
  replicatedCollections,
  type AppDatabase,
} from '../../../src/db/index.ts'

type Doc = Record<string, unknown>
const open: Array<RxDatabase | AppDatabase> = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A job as the server sent it before pay units. */
function v0Job(n: number, over: Doc): Doc {
  const { pay_unit: _u, ...doc } = replicatedCollections.jobs.withLocalFields({
    id: uuid(n),
    owner_id: uuid(900),
    organization_id: null,
    title: `Job ${n}`,
    description: 'Service upgrades in occupied homes across the island, two per week.',
    trade_specialty: 'electrical',
    experience_level: 'experienced',
    location_city: 'Victoria',
    location_province: 'British Columbia',
    work_type: 'full_time',
    duration: null,
    budget_min: 70000,
    budget_max: 90000,
    urgency: 'normal',
    requirements: '[]',
    benefits: '[]',
    is_featured: false,
    status: 'open',
    created_at: `2026-11-0${n}T10:00:00+00:00`,
    ...over,
  })
  return doc
}

interface StoredSchema {
  version: number
  properties: Record<string, Record<string, unknown>>
  required: string[]
  indexes: Array<string | string[]>
}

/** The schema of an earlier version: v1's indexes (trade and province too), bounded fields. */
function oldSchema(version: 0 | 1): StoredSchema {
  const schema = structuredClone(replicatedCollections.jobs.schema) as never as StoredSchema
  schema.version = version
  schema.indexes = [
    'sort_desc',
    ['status', 'sort_desc'],
    ['trade_specialty', 'sort_desc'],
    ['location_province', 'sort_desc'],
    ['owner_id', 'sort_desc'],
  ]
  schema.properties['trade_specialty']!['maxLength'] = 40
  schema.properties['location_province']!['maxLength'] = 40
  schema.required.push('trade_specialty', 'location_province')
  if (version === 0) {
    delete schema.properties['pay_unit']
    schema.required = schema.required.filter((f) => f !== 'pay_unit')
  }
  return schema
}

/** Closes the old database and opens the same store as the app does today. */
async function reopenAsApp(storage: ReturnType<typeof testStorage>, name: string) {
  await open.pop()!.close()
  const db = await createAppDatabase({ storage, name, collections: ['jobs'], multiInstance: false })
  open.push(db)
  return db
}

/** One pull and push round with an in-memory server; returns what was pushed. */
async function syncOnce(collection: RxCollection, serverRows: Doc[]) {
  const pushed: Array<{ newDocumentState: Doc; assumedMasterState?: Doc }> = []
  let served = false
  const replication = replicateRxCollection<Doc, { n: number }>({
    collection: collection as never,
    replicationIdentifier: 'jobs-pay-unit-test',
    live: false,
    waitForLeadership: false,
    pull: {
      handler: async () => {
        const documents = served ? [] : serverRows.map((row) => ({ ...row, _deleted: false }))
        served = true
        return { documents, checkpoint: { n: 1 } }
      },
    },
    push: {
      handler: async (rows) => {
        pushed.push(...(rows as typeof pushed))
        return []
      },
    },
  })
  await replication.awaitInitialReplication()
  await replication.cancel()
  return pushed
}

describe('jobs migrations', () => {
  it('[SYNC-MIG-1] [SYNC-MIG-2] stored jobs get their unit; an unsent edit stays an edit', async () => {
    const name = `mig-jobs-${Date.now()}`
    const storage = testStorage()
    const v0 = await createRxDatabase({ name, storage, multiInstance: false })
    open.push(v0)
    await v0.addCollections({ jobs: { schema: oldSchema(0) as never } })
    const rows = [
      v0Job(1, {}),
      v0Job(2, { work_type: 'contract', budget_min: 5300, budget_max: 6800 }),
      v0Job(3, { work_type: 'part_time', budget_min: 38, budget_max: 46 }),
    ]
    expect(await syncOnce(v0.jobs!, rows)).toEqual([])
    // Offline, the company raises job 3's rate; the app is then updated before it is sent.
    await v0.jobs!.findOne(uuid(3)).patch({ budget_max: 48, title: 'Job 3, better paid' })
    const db = await reopenAsApp(storage, name)
    const units = (await db.jobs.find({ sort: [{ id: 'asc' }] }).exec()).map((d) => d.pay_unit)
    expect(units).toEqual(['yearly', 'fixed', 'hourly'])

    const pushed = await syncOnce(db.jobs as never, [])
    expect(pushed).toHaveLength(1)
    expect(pushed[0]!.newDocumentState).toMatchObject({
      id: uuid(3),
      title: 'Job 3, better paid',
      budget_max: 48,
      pay_unit: 'hourly',
    })
    expect(pushed[0]!.assumedMasterState).toMatchObject({
      title: 'Job 3',
      budget_max: 46,
      pay_unit: 'hourly',
    })
    expect(replicatedCollections.jobs.mappingVersion).toBe(1)
  })

  it('[SYNC-MIG-1] v1 jobs are kept whole without the trade and province indexes', async () => {
    const name = `mig-jobs-v2-${Date.now()}`
    const storage = testStorage()
    const v1 = await createRxDatabase({ name, storage, multiInstance: false })
    open.push(v1)
    await v1.addCollections({
      jobs: { schema: oldSchema(1) as never, migrationStrategies: { 1: (d: Doc) => d } },
    })
    const rows = [1, 2, 3].map((n) => ({ ...v0Job(n, {}), pay_unit: 'yearly' }))
    expect(await syncOnce(v1.jobs!, rows)).toEqual([])
    await v1.jobs!.findOne(uuid(2)).patch({ title: 'Job 2, site moved' })
    const db = await reopenAsApp(storage, name)
    expect(db.jobs.schema.version).toBe(2)
    const stored = (await db.jobs.find({ sort: [{ sort_desc: 'asc' }] }).exec()).map((d) =>
      d.toJSON(),
    )
    expect(stored.map((d) => d.id).sort()).toEqual([uuid(1), uuid(2), uuid(3)])
    expect(stored.find((d) => d.id === uuid(1))).toEqual(rows[0])
    const pushed = await syncOnce(db.jobs as never, [])
    expect(pushed.map((p) => p.newDocumentState['title'])).toEqual(['Job 2, site moved'])
    expect(pushed[0]!.assumedMasterState).toMatchObject({ id: uuid(2), title: 'Job 2' })
  })
})
