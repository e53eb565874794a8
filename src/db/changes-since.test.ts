// "Changed since" over index ranges returns exactly what RxDB's generic reading returns, page by
// page, also when many documents share one write stamp (a pulled page).
import 'fake-indexeddb/auto'
import {
  fillWithDefaultSettings,
  getChangedDocumentsSince,
  type RxJsonSchema,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { describe, expect, it } from 'vitest'
import { withIndexedChangesSince } from './changes-since.ts'

interface Row {
  id: string
  n: number
}
const schema = fillWithDefaultSettings({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 40 }, n: { type: 'number' } },
  required: ['id', 'n'],
} as RxJsonSchema<Row>)

let dbCounter = 0
async function instanceWith(storage: RxStorage<unknown, unknown>, stamps: number[]) {
  dbCounter += 1
  const inst = (await storage.createStorageInstance({
    databaseInstanceToken: `t${dbCounter}`,
    databaseName: `changes-since-${dbCounter}`,
    collectionName: 'rows',
    schema: schema as never,
    options: {},
    multiInstance: false,
    devMode: false,
  })) as unknown as RxStorageInstance<Row, unknown, unknown>
  // Ids deliberately out of order with the stamps; several rows per stamp.
  const rows = stamps.map((lwt, i) => ({
    document: {
      id: `row-${String((i * 7) % stamps.length).padStart(3, '0')}`,
      n: i,
      _deleted: i % 5 === 0,
      _rev: '1-a',
      _attachments: {},
      _meta: { lwt },
    },
  }))
  await inst.bulkWrite(rows as never, 'test')
  return inst
}

async function allPages(inst: RxStorageInstance<Row, unknown, unknown>, limit: number) {
  const pages: string[][] = []
  let checkpoint: unknown = undefined
  for (;;) {
    const page = await getChangedDocumentsSince(inst as never, limit, checkpoint as never)
    if (page.documents.length === 0) return { pages, checkpoint }
    pages.push(page.documents.map((d) => `${(d as unknown as Row).id}@${d._meta.lwt}`))
    checkpoint = page.checkpoint
  }
}

describe('changed since, over index ranges', () => {
  it('pages like the generic reading, across rows sharing a stamp and deleted rows', async () => {
    const stamps = [
      ...Array.from({ length: 23 }, () => 1000.5),
      ...Array.from({ length: 4 }, (_, i) => 1001 + i),
      ...Array.from({ length: 11 }, () => 2000.25),
    ]
    const plain = await instanceWith(getRxStorageDexie() as never, stamps)
    const indexed = await instanceWith(
      withIndexedChangesSince(getRxStorageDexie()) as never,
      stamps,
    )
    expect(indexed.getChangedDocumentsSince).toBeTypeOf('function')
    for (const limit of [1, 5, 10, 100]) {
      const expected = await allPages(plain, limit)
      const actual = await allPages(indexed, limit)
      expect(actual.pages).toEqual(expected.pages)
      expect(actual.checkpoint).toEqual(expected.checkpoint)
      expect(actual.pages.flat()).toHaveLength(stamps.length)
    }
  })

  it('starts from nothing and keeps the checkpoint when nothing changed', async () => {
    const indexed = await instanceWith(
      withIndexedChangesSince(getRxStorageDexie()) as never,
      [5, 5, 6],
    )
    const first = await getChangedDocumentsSince(indexed as never, 10, undefined as never)
    expect(first.documents).toHaveLength(3)
    const again = await getChangedDocumentsSince(indexed as never, 10, first.checkpoint as never)
    expect(again.documents).toEqual([])
    expect(again.checkpoint).toEqual(first.checkpoint)
  })
})
