// Limited queries whose index answers both the selector and the order are read with one request:
// `getAll(range, skip + limit)` on the index. RxDB's Dexie storage walks a cursor instead, one
// `continue()` per document, and each step is a task that waits for the thread it runs on: Find
// Jobs' newest 30 took 30 turns of a main thread busy rendering the page (issue 8: the first row
// after an in-app navigation waited up to 300 ms for its query). Unlimited reads (thousands of
// jobs) keep the cursor, whose batches arrive as many short tasks instead of one long one that
// would hold up input; so do queries the index cannot answer alone (RxDB filters and sorts).
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

/** The query's documents read in one index range request, or null where RxDB's reading applies. */
async function readRange(
  inst: RxStorageInstanceDexie<unknown>,
  prepared: Query,
): Promise<Result | null> {
  const plan = prepared.queryPlan
  const limit = prepared.query.limit
  if (typeof limit !== 'number') return null
  if (!plan.selectorSatisfiedByIndex || !plan.sortSatisfiedByIndex) return null
  const skip = prepared.query.skip ?? 0
  const state = await inst.internals
  let range: IDBKeyRange
  try {
    range = getKeyRangeByQueryPlan(state.booleanIndexes, plan, state.dexieDb._options.IDBKeyRange)
  } catch (err) {
    // An empty range (start after end) is no match, as in RxDB's own reading.
    // (Not always an Error instance: fake-indexeddb's DOMException stand-in is not.)
    if ((err as { name?: unknown } | null)?.name === 'DataError') return { documents: [] }
    throw err
  }
  const indexName = `[${plan.index.map(dexieReplaceIfStartsWithPipe).join('+')}]`
  const rows = await state.dexieDb.transaction(
    'r',
    state.dexieTable,
    (tx) =>
      new Promise<unknown[]>((resolve, reject) => {
        const index = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(indexName)
        const req = index.getAll(range, skip + limit)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error ?? new Error('IndexedDB read failed'))
      }),
  )
  return {
    documents: rows.slice(skip).map((row) => fromDexieToStorage(state.booleanIndexes, row)),
  } as Result
}

/** `storage` (RxDB's Dexie storage) whose instances read limited, index-answered queries in one
 * request. */
export function withRangeQueries<I, S>(storage: RxStorage<I, S>): RxStorage<I, S> {
  return patchInstances<I, S, Instance>(storage, (own) => {
    const query = own.query.bind(own)
    own.query = async (prepared) =>
      (await readRange(own as unknown as RxStorageInstanceDexie<unknown>, prepared)) ??
      query(prepared)
  })
}
