// Queries read by index range requests return exactly what RxDB's cursor reading returns (order,
// skip, limit, deleted documents, boolean index fields), limited ones in one request and unlimited
// ones in batches; queries the index cannot answer alone still go through RxDB's reading.
import 'fake-indexeddb/auto'
import {
  fillWithDefaultSettings,
  normalizeMangoQuery,
  prepareQuery,
  type MangoQuery,
  type RxJsonSchema,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { beforeAll, describe, expect, it } from 'vitest'
import { withRangeQueries } from './range-query.ts'

interface Row {
  id: string
  status: string
  rank: string
  featured: boolean
  n: number
}
const schema = fillWithDefaultSettings({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    status: { type: 'string', maxLength: 10 },
    rank: { type: 'string', maxLength: 10 },
    featured: { type: 'boolean' },
    n: { type: 'number' },
  },
  required: ['id', 'status', 'rank', 'featured', 'n'],
  indexes: [
    ['status', 'rank'],
    ['featured', 'rank'],
  ],
} as RxJsonSchema<Row>)

type Inst = RxStorageInstance<Row, unknown, unknown>
let dbCounter = 0
async function filled(storage: RxStorage<unknown, unknown>): Promise<Inst> {
  dbCounter += 1
  const inst = (await storage.createStorageInstance({
    databaseInstanceToken: `t${dbCounter}`,
    databaseName: `range-query-${dbCounter}`,
    collectionName: 'rows',
    schema: schema as never,
    options: {},
    multiInstance: false,
    devMode: false,
  })) as unknown as Inst
  const rows = Array.from({ length: 120 }, (_, i) => ({
    document: {
      id: `row-${String((i * 37) % 120).padStart(3, '0')}`,
      status: ['open', 'closed', 'filled'][i % 3]!,
      rank: String((i * 11) % 50).padStart(3, '0'),
      featured: i % 4 === 0,
      n: i,
      _deleted: i % 7 === 0,
      _rev: '1-a',
      _attachments: {},
      _meta: { lwt: 1000 + i },
    },
  }))
  await inst.bulkWrite(rows as never, 'test')
  return inst
}

// As RxQuery asks the storage: live documents only.
const ids = async (inst: Inst, query: MangoQuery<Row>) => {
  const live = { ...query, selector: { _deleted: false, ...query.selector } }
  const prepared = prepareQuery(
    schema as never,
    normalizeMangoQuery(schema as never, live as never),
  )
  return (await inst.query(prepared as never)).documents.map((d) => `${d.id}:${d.n}`)
}

describe('index range queries', () => {
  let plain: Inst
  let ranged: Inst
  // Batches of 7: unlimited reads here take several requests, each continuing the one before.
  let batched: Inst
  beforeAll(async () => {
    plain = await filled(getRxStorageDexie() as RxStorage<unknown, unknown>)
    ranged = await filled(withRangeQueries(getRxStorageDexie()) as RxStorage<unknown, unknown>)
    batched = await filled(
      withRangeQueries(getRxStorageDexie(), { batch: 7 }) as RxStorage<unknown, unknown>,
    )
  })

  const cases: Array<[string, MangoQuery<Row>]> = [
    ['newest open, limited', { selector: { status: 'open' }, sort: [{ rank: 'asc' }], limit: 7 }],
    [
      'skip and limit',
      { selector: { status: 'closed' }, sort: [{ rank: 'asc' }], skip: 5, limit: 4 },
    ],
    ['no limit', { selector: { status: 'filled' }, sort: [{ rank: 'asc' }] }],
    ['no limit, skip', { selector: { status: 'open' }, sort: [{ rank: 'asc' }], skip: 9 }],
    ['limit 0', { selector: { status: 'open' }, sort: [{ rank: 'asc' }], limit: 0 }],
    [
      'no limit, range on the sort field',
      { selector: { status: 'open', rank: { $gte: '010', $lt: '040' } }, sort: [{ rank: 'asc' }] },
    ],
    ['no limit, boolean index', { selector: { featured: false }, sort: [{ rank: 'asc' }] }],
    ['boolean index', { selector: { featured: true }, sort: [{ rank: 'asc' }], limit: 6 }],
    [
      'range on the sort field',
      {
        selector: { status: 'open', rank: { $gt: '010', $lte: '040' } },
        sort: [{ rank: 'asc' }],
        limit: 50,
      },
    ],
    [
      'empty range',
      {
        selector: { status: 'open', rank: { $gt: '040', $lt: '010' } },
        sort: [{ rank: 'asc' }],
        limit: 50,
      },
    ],
    ['no match', { selector: { status: 'draft' }, sort: [{ rank: 'asc' }], limit: 3 }],
    [
      'not answered by the index (falls back)',
      { selector: { status: 'open', n: { $gt: 30 } }, sort: [{ rank: 'asc' }], limit: 5 },
    ],
    [
      'deleted documents too (falls back)',
      {
        selector: { _deleted: { $in: [true, false] } } as never,
        sort: [{ rank: 'asc' }],
        limit: 50,
      },
    ],
    [
      'descending order (falls back)',
      { selector: { status: 'open' }, sort: [{ rank: 'desc' }], limit: 5 },
    ],
  ]
  it.each(cases)('%s: same documents in the same order', async (_, query) => {
    const expected = await ids(plain, query)
    expect(await ids(ranged, query)).toEqual(expected)
    expect(await ids(batched, query)).toEqual(expected)
  })

  it('reads a limited query in one request and an unlimited one in batches, not a cursor', async () => {
    const proto = IDBIndex.prototype
    const calls = { getAll: 0, openCursor: 0 }
    const { getAll, openCursor } = proto
    proto.getAll = function (...a: Parameters<typeof getAll>) {
      calls.getAll += 1
      return getAll.apply(this, a)
    }
    proto.openCursor = function (...a: Parameters<typeof openCursor>) {
      calls.openCursor += 1
      return openCursor.apply(this, a)
    }
    try {
      const got = await ids(ranged, {
        selector: { status: 'open' },
        sort: [{ rank: 'asc' }],
        limit: 7,
      })
      expect(got).toHaveLength(7)
      expect(calls).toEqual({ getAll: 1, openCursor: 0 })
      // Every open row, 7 per request: full batches, then the short one that ends the read.
      const all = await ids(batched, { selector: { status: 'open' }, sort: [{ rank: 'asc' }] })
      expect(all.length).toBeGreaterThan(14)
      expect(calls).toEqual({ getAll: 1 + Math.floor(all.length / 7) + 1, openCursor: 0 })
    } finally {
      proto.getAll = getAll
      proto.openCursor = openCursor
    }
  })
})
