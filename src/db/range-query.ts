// Queries whose index answers both the selector and the order are read with `getAll` on the
// index. RxDB's Dexie storage walks a cursor instead, one `continue()` per document, and each step
// is a task that waits for a turn of the thread it runs on, which on the page is busy rendering.
// A limited query is one request. An unlimited query is read in batches of UNLIMITED_BATCH, each
// continuing after the last key of the one before, in one transaction: a few short tasks instead
// of one per document, and not one long structured-clone task for all of them.
// Queries the index cannot answer alone keep RxDB's reading (RxDB filters and sorts).
import type { RxStorage, RxStorageInstance } from 'rxdb'
import {
  DEXIE_DOCS_TABLE_NAME,
  dexieReplaceIfStartsWithPipe,
  fromDexieToStorage,
  getKeyRangeByQueryPlan,
  type RxStorageInstanceDexie,
} from 'rxdb/plugins/storage-dexie'
import { patchInstances } from './patch-instances.ts'

type Instance = RxStorageInstance<Record<string, unknown>, unknown, unknown>
type Query = Parameters<Instance['query']>[0]
type Result = Awaited<ReturnType<Instance['query']>>
type KeyRangeClass = typeof IDBKeyRange

/** Documents per request of an unlimited read. */
export const UNLIMITED_BATCH = 500

export interface RangeQueryOptions {
  /** Documents per request of an unlimited read (tests use small batches). */
  batch?: number
}

/** The index key of a stored row (the values at the index's key paths). */
function indexKeyOf(row: unknown, keyPath: string | string[]): IDBValidKey {
  const at = (path: string) =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], row)
  return (Array.isArray(keyPath) ? keyPath.map(at) : at(keyPath)) as IDBValidKey
}

/** The rest of `range` after `key` (keys are unique: RxDB ends every index with the primary key). */
function after(range: IDBKeyRange, key: IDBValidKey, KeyRange: KeyRangeClass): IDBKeyRange {
  return range.upper === undefined
    ? KeyRange.lowerBound(key, true)
    : KeyRange.bound(key, range.upper, true, range.upperOpen)
}

/** Up to `want` rows of `range` in index order, `batch` per request, all in the caller's
 * transaction (each request is made from the previous one's success, so it stays active). */
function readIndex(
  index: IDBIndex,
  range: IDBKeyRange,
  want: number,
  batch: number,
  KeyRange: KeyRangeClass,
): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const rows: unknown[] = []
    const request = (r: IDBKeyRange) => {
      const count = Math.min(batch, want - rows.length)
      const req = index.getAll(r, count)
      req.onsuccess = () => {
        const got = req.result
        for (const row of got) rows.push(row)
        if (got.length < count || rows.length >= want) return resolve(rows)
        request(after(range, indexKeyOf(got[got.length - 1], index.keyPath), KeyRange))
      }
      req.onerror = () => reject(req.error ?? new Error('IndexedDB read failed'))
    }
    request(range)
  })
}

/** The query's documents read by index range requests, or null where RxDB's reading applies. */
async function readRange(
  inst: RxStorageInstanceDexie<unknown>,
  prepared: Query,
  batch: number,
): Promise<Result | null> {
  const plan = prepared.queryPlan
  const limit = prepared.query.limit
  if (!plan.selectorSatisfiedByIndex || !plan.sortSatisfiedByIndex) return null
  // Continuing after the last key needs unique keys: the primary key ends the index.
  if (plan.index[plan.index.length - 1] !== inst.primaryPath) return null
  const skip = prepared.query.skip ?? 0
  const want = typeof limit === 'number' ? skip + limit : Infinity
  const state = await inst.internals
  const KeyRange = state.dexieDb._options.IDBKeyRange as KeyRangeClass
  let range: IDBKeyRange
  try {
    range = getKeyRangeByQueryPlan(state.booleanIndexes, plan, KeyRange)
  } catch (err) {
    // An empty range (start after end) is no match, as in RxDB's own reading.
    // (Not always an Error instance: fake-indexeddb's DOMException stand-in is not.)
    if ((err as { name?: unknown } | null)?.name === 'DataError') return { documents: [] }
    throw err
  }
  if (want === 0) return { documents: [] }
  const indexName = `[${plan.index.map(dexieReplaceIfStartsWithPipe).join('+')}]`
  const rows = await state.dexieDb.transaction('r', state.dexieTable, (tx) =>
    readIndex(
      tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(indexName),
      range,
      want,
      // A limited read is one request.
      Number.isFinite(want) ? want : batch,
      KeyRange,
    ),
  )
  return {
    documents: rows.slice(skip).map((row) => fromDexieToStorage(state.booleanIndexes, row)),
  } as Result
}

/** `storage` (RxDB's Dexie storage) whose instances read index-answered queries by index range
 * requests instead of a cursor. */
export function withRangeQueries<I, S>(
  storage: RxStorage<I, S>,
  opts: RangeQueryOptions = {},
): RxStorage<I, S> {
  const batch = opts.batch ?? UNLIMITED_BATCH
  return patchInstances<I, S, Instance>(storage, (own) => {
    const query = own.query.bind(own)
    own.query = async (prepared) =>
      (await readRange(own as unknown as RxStorageInstanceDexie<unknown>, prepared, batch)) ??
      query(prepared)
  })
}
