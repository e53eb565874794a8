// The early peek reads what RxDB's own query returns: same documents, same order, same fields, for
// the app's real jobs schema in RxDB's Dexie storage; where the replica cannot answer it says so
// (null) and creates nothing.
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { replicatedCollections, type AppDatabase, type JobDoc } from '../../../src/db/index.ts'
import { peekIndexRange, type PeekRequest } from '../../../src/db/replica-peek.ts'

const open: AppDatabase[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.remove()
})

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const statuses = ['open', 'open', 'closed', 'filled'] as const

function job(n: number): JobDoc {
  return replicatedCollections.jobs.withLocalFields({
    id: uuid(n),
    owner_id: uuid(900 + (n % 3)),
    organization_id: null,
    title: `Job ${n}`,
    description: 'Panel upgrade',
    trade_specialty: n % 2 ? 'electrician' : 'plumber',
    experience_level: 'experienced',
    location_city: 'Laval',
    location_province: 'QC',
    work_type: 'contract',
    duration: null,
    budget_min: 40,
    budget_max: 60,
    pay_unit: 'hourly',
    urgency: n % 5 === 0 ? 'urgent' : 'normal',
    requirements: JSON.stringify([`req ${n}`]),
    benefits: '[]',
    is_featured: n % 6 === 0,
    status: statuses[n % 4]!,
    // Every third pair shares a time: the primary key breaks the tie, as in RxDB's index.
    created_at: new Date(Date.UTC(2026, 10, 1) + Math.floor(n / 2) * 60_000).toISOString(),
  }) as JobDoc
}

let counter = 0
async function jobsDb(count: number): Promise<{ db: AppDatabase; name: string }> {
  counter += 1
  const name = `peek-${process.pid}-${counter}`
  const db = await createTestDatabase({ name, collections: ['jobs'] })
  open.push(db)
  const { error } = await db.jobs.bulkInsert(Array.from({ length: count }, (_, i) => job(i)))
  expect(error).toEqual([])
  return { db, name }
}

const request = (database: string, over: Partial<PeekRequest> = {}): PeekRequest => ({
  database,
  collection: 'jobs',
  schemaVersion: replicatedCollections.jobs.schema.version,
  primaryKey: 'id',
  index: ['status', 'sort_desc'],
  equals: ['open'],
  limit: 30,
  ...over,
})

async function rxdbNewest(db: AppDatabase, status: string, limit: number) {
  const docs = await db.jobs
    .find({ selector: { status: status as JobDoc['status'] }, sort: [{ sort_desc: 'asc' }], limit })
    .exec()
  return docs.map((d) => d.toJSON())
}

describe('peekIndexRange', () => {
  it('returns the newest open jobs exactly as RxDB does, without deleted ones', async () => {
    const { db, name } = await jobsDb(90)
    // Deleted documents stay in storage as tombstones: the peek must skip them as RxDB does.
    const newestOpen = await rxdbNewest(db, 'open', 3)
    await db.jobs
      .findOne(newestOpen[0]!.id)
      .exec()
      .then((d) => d?.remove())
    await db.jobs
      .findOne(newestOpen[2]!.id)
      .exec()
      .then((d) => d?.remove())

    const expected = await rxdbNewest(db, 'open', 30)
    expect(expected).toHaveLength(30)
    expect(await peekIndexRange(request(name))).toEqual(expected)
    // Another status and a smaller limit read their own range.
    expect(await peekIndexRange(request(name, { equals: ['closed'], limit: 7 }))).toEqual(
      await rxdbNewest(db, 'closed', 7),
    )
  })

  it('returns fewer than the limit when the range holds fewer, and [] for an empty range', async () => {
    const { db, name } = await jobsDb(12)
    expect(await peekIndexRange(request(name))).toEqual(await rxdbNewest(db, 'open', 30))
    expect(await peekIndexRange(request(name, { equals: ['draft'] }))).toEqual([])
  })

  it('answers null for a database that is not there, and leaves none behind', async () => {
    const missing = `peek-missing-${process.pid}`
    expect(await peekIndexRange(request(missing))).toBeNull()
    const names = (await indexedDB.databases()).map((d) => d.name)
    expect(names.some((n) => n?.includes(missing))).toBe(false)
    // Another schema version is another database.
    const { name } = await jobsDb(4)
    expect(await peekIndexRange(request(name, { schemaVersion: 99 }))).toBeNull()
  })

  it('answers null for an index the schema does not have', async () => {
    const { name } = await jobsDb(4)
    expect(await peekIndexRange(request(name, { index: ['urgency', 'sort_desc'] }))).toBeNull()
  })
})
