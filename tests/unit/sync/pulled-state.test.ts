import { randomUUID } from 'node:crypto'
import { createRevision, now, type RxDocumentData } from 'rxdb'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/db/index.ts'
import { createTestDatabase } from '../../factories/database.ts'
import { pulledRows } from '../../../sync/pulled-state.ts'

type Doc = Record<string, unknown>
const SERVER_FIELDS = [
  'id',
  'user_id',
  'type',
  'title',
  'message',
  'data',
  'read',
  'read_at',
  'created_at',
]

let db: AppDatabase | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

const notification = (title: string): Doc => ({
  id: ID,
  user_id: USER,
  type: 'job',
  title,
  message: 'A company answered your application.',
  data: '{}',
  read: false,
  read_at: null,
  created_at: '2026-11-26T04:00:00.000+00:00',
  sort_desc: 'a',
})
const ID = randomUUID()
const USER = randomUUID()

/** Writes `doc` as the replication's pull does (RxDB's downstream context). */
async function pullWrite(d: AppDatabase, doc: Doc): Promise<void> {
  const store = d.notifications.storageInstance
  const [previous] = await store.findDocumentsById([ID], true)
  const document = {
    ...doc,
    _deleted: false,
    _attachments: {},
    // RxDB's pull keeps the document's other metadata.
    _meta: { ...(previous as RxDocumentData<Doc> | undefined)?._meta, lwt: now() },
    _rev: createRevision(d.token, previous as RxDocumentData<Doc> | undefined),
  }
  const res = await store.bulkWrite(
    [{ previous, document } as never],
    'replication-downstream-test',
  )
  expect(res.error).toEqual([])
}

const offer = (doc: Doc) => [{ newDocumentState: { ...doc, _deleted: false } }] as never

describe('[SYNC-PULL-1] [SYNC-PULL-2] pulledRows', () => {
  it('passes over the pulled state offered for push', async () => {
    db = await createTestDatabase({ collections: ['notifications'] })
    await pullWrite(db, notification('Offer from Maple Electric'))
    const out = await pulledRows(
      db.notifications as never,
      offer(notification('Offer from Maple Electric')),
      SERVER_FIELDS,
    )
    expect([...out.skip]).toEqual([ID])
    expect(out.newer).toEqual([])
  })

  it('passes over an older pulled state read before the newer one was written, and hands back the newer', async () => {
    db = await createTestDatabase({ collections: ['notifications'] })
    const older = notification('Offer from Maple Electric')
    await pullWrite(db, older)
    await pullWrite(db, notification('Offer from Maple Electric (updated)'))
    const out = await pulledRows(db.notifications as never, offer(older), SERVER_FIELDS)
    expect([...out.skip]).toEqual([ID])
    expect(out.newer.map((d) => [d['title'], d['_deleted'], '_meta' in d, '_rev' in d])).toEqual([
      ['Offer from Maple Electric (updated)', false, false, false],
    ])
  })

  it('pushes a change of the user made after the pull', async () => {
    db = await createTestDatabase({ collections: ['notifications'] })
    await pullWrite(db, notification('Offer from Maple Electric'))
    const doc = await db.notifications.findOne(ID).exec()
    await doc!.incrementalPatch({ read: true })
    const out = await pulledRows(
      db.notifications as never,
      offer({ ...notification('Offer from Maple Electric'), read: true }),
      SERVER_FIELDS,
    )
    expect(out.skip.size).toBe(0)
  })
})
