import { afterEach, describe, expect, it } from 'vitest'
import { createRxDatabase } from 'rxdb'
import { createTestDatabase, testStorage } from '../../factories/database.ts'
import {
  createAppDatabase,
  newestFirstKey,
  replicatedCollections,
  type AppDatabase,
} from '../../../src/db/index.ts'
import { notificationRow } from '../../../src/db/notification.schema.ts'

const open: AppDatabase[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function notification(n: number, createdAt: string) {
  return replicatedCollections.notifications.withLocalFields({
    id: uuid(n),
    user_id: uuid(999),
    type: 'other',
    title: `t${n}`,
    message: 'm',
    data: '{}',
    read: false,
    read_at: null,
    created_at: createdAt,
  })
}

describe('local database', () => {
  it('opens every collection with valid schemas (dev-mode checks them)', async () => {
    const db = await createTestDatabase({
      collections: Object.keys(replicatedCollections) as never,
    })
    open.push(db)
    expect(Object.keys(db.collections).sort()).toEqual(
      [...Object.keys(replicatedCollections), 'sync_outbox'].sort(),
    )
  })

  it('lists newest first with an ascending index walk', async () => {
    const db = await createTestDatabase({ collections: ['notifications'] })
    open.push(db)
    await db.notifications.bulkInsert([
      notification(1, '2026-01-01T10:00:00.000001+00:00'),
      notification(2, '2026-03-01T10:00:00+00:00'),
      notification(3, '2026-02-01T10:00:00Z'),
    ])
    const docs = await db.notifications.find({ sort: [{ sort_desc: 'asc' }] }).exec()
    expect(docs.map((d) => d.title)).toEqual(['t2', 't3', 't1'])
    expect(newestFirstKey('2026-03-01T10:00:00Z') < newestFirstKey('2026-01-01T10:00:00Z')).toBe(
      true,
    )
  })

  it('[SYNC-MIG-1] migrates stored v0 notifications (no sort key) to v1', async () => {
    const name = `mig-${Date.now()}`
    const storage = testStorage()
    const v0 = await createRxDatabase({ name, storage, multiInstance: false })
    const schemaV0 = structuredClone(replicatedCollections.notifications.schema) as never as {
      version: number
      properties: Record<string, unknown>
      required: string[]
      indexes: unknown[]
    }
    schemaV0.version = 0
    delete schemaV0.properties['sort_desc']
    schemaV0.required = schemaV0.required.filter((f) => f !== 'sort_desc')
    schemaV0.indexes = [['user_id', 'created_at']]
    ;(schemaV0.properties['created_at'] as Record<string, unknown>)['maxLength'] = 40
    schemaV0.required.push('created_at')
    await v0.addCollections({ notifications: { schema: schemaV0 as never } })
    const row = notificationRow.parse({ ...notification(7, '2026-05-01T00:00:00Z') })
    await v0.notifications!.insert(row)
    await v0.close()

    const db = await createAppDatabase({
      storage,
      name,
      collections: ['notifications'],
      multiInstance: false,
    })
    open.push(db)
    const doc = await db.notifications.findOne(uuid(7)).exec()
    expect(doc?.sort_desc).toBe(newestFirstKey('2026-05-01T00:00:00Z'))
    expect(doc?.title).toBe('t7')
  })
})

describe('job_applications v1 (responded_at)', () => {
  it('[SYNC-MIG-1] migrates stored v0 applications (no responded_at) to v1 with null', async () => {
    const name = `mig-apps-${Date.now()}`
    const storage = testStorage()
    const v0 = await createRxDatabase({ name, storage, multiInstance: false })
    const schemaV0 = structuredClone(replicatedCollections.job_applications.schema) as never as {
      version: number
      properties: Record<string, unknown>
      required: string[]
    }
    schemaV0.version = 0
    delete schemaV0.properties['responded_at']
    schemaV0.required = schemaV0.required.filter((f) => f !== 'responded_at')
    await v0.addCollections({ job_applications: { schema: schemaV0 as never } })
    const { responded_at: _r, ...row } = replicatedCollections.job_applications.withLocalFields({
      id: uuid(11),
      job_id: uuid(12),
      applicant_id: uuid(13),
      job_owner_id: uuid(14),
      cover_letter: 'I have wired twelve panels this year.',
      proposed_rate: 55,
      relevant_experience: 'Ten years',
      availability_start: '2026-12-01',
      portfolio_items: null,
      estimated_hours: 40,
      status: 'viewed',
      created_at: '2026-11-20T09:00:00+00:00',
    })
    await v0.job_applications!.insert(row)
    await v0.close()

    const db = await createAppDatabase({
      storage,
      name,
      collections: ['job_applications'],
      multiInstance: false,
    })
    open.push(db)
    const doc = await db.job_applications.findOne(uuid(11)).exec()
    expect(doc?.responded_at).toBeNull()
    expect(doc?.status).toBe('viewed')
    expect(doc?.cover_letter).toBe('I have wired twelve panels this year.')
    expect(replicatedCollections.job_applications.mappingVersion).toBe(1)
  })
})
