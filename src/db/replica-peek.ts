// The first rows of an index range, read straight from the IndexedDB database RxDB's Dexie
// storage keeps for a collection, without loading RxDB. For a reload's first paint only: RxDB's
// chunks and the database's start-up (schema hashes, the internal store, the collections) would
// come before the first row; the page's live query replaces the peeked rows once it is open.
//
// What RxDB's Dexie storage writes (rxdb/plugins/storage-dexie, dexie-helper.ts): one database
// `rxdb-dexie-<database>--<schema version>--<collection>`, documents in the `docs` table, and for
// each schema index a compound index `[_deleted+<fields>+<primary key>]` with `_deleted` stored
// as '0'/'1'. replica-peek.test.ts checks this against RxDB itself. A database, table or index
// that is not (yet) there is no answer, never created: the peek opens nothing for writing.

export interface PeekRequest {
  /** The RxDB database name. */
  database: string
  collection: string
  schemaVersion: number
  primaryKey: string
  /** A schema index as declared (RxDB adds `_deleted` before and the primary key after). */
  index: readonly string[]
  /** Values of the index's leading fields; the rest is read in index order. */
  equals: readonly string[]
  limit: number
}

/** A document as RxDB's `toJSON()` gives it: the storage's own fields left out. */
export type PeekedDoc = Record<string, unknown>

const STORAGE_FIELDS = ['_deleted', '_rev', '_meta', '_attachments'] as const

export function dexieDatabaseName(database: string, schemaVersion: number, collection: string) {
  return `rxdb-dexie-${database}--${schemaVersion}--${collection}`
}

/** Opens an existing database as it is; null when it does not exist (nothing is created). */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let req: IDBOpenDBRequest
    try {
      req = indexedDB.open(name)
    } catch {
      return resolve(null)
    }
    // No version asked: an upgrade means the database is new. Abort it, so none is left behind.
    req.onupgradeneeded = () => req.transaction?.abort()
    req.onsuccess = () => {
      const db = req.result
      // RxDB opening it for an upgrade must not wait on this connection.
      db.onversionchange = () => db.close()
      resolve(db)
    }
    req.onerror = (ev) => {
      ev.preventDefault()
      resolve(null)
    }
    req.onblocked = () => resolve(null)
  })
}

function readRange(db: IDBDatabase, req: PeekRequest): Promise<unknown[] | null> {
  return new Promise((resolve) => {
    try {
      const tx = db.transaction('docs', 'readonly')
      const indexName = `[${['_deleted', ...req.index, req.primaryKey].join('+')}]`
      const index = tx.objectStore('docs').index(indexName)
      // Arrays sort after every string: ['0', ...equals, []] bounds every key with that prefix.
      const range = IDBKeyRange.bound(['0', ...req.equals], ['0', ...req.equals, []])
      const get = index.getAll(range, req.limit)
      get.onsuccess = () => resolve(get.result as unknown[])
      get.onerror = (ev) => {
        ev.preventDefault()
        resolve(null)
      }
    } catch {
      // No such table or index (another storage layout): no answer.
      resolve(null)
    }
  })
}

/** The range's first `limit` documents, or null when the replica cannot answer without RxDB. */
export async function peekIndexRange(req: PeekRequest): Promise<PeekedDoc[] | null> {
  if (typeof indexedDB === 'undefined') return null
  const db = await openExisting(dexieDatabaseName(req.database, req.schemaVersion, req.collection))
  if (!db) return null
  try {
    const rows = await readRange(db, req)
    return (
      rows?.map((row) => {
        const doc = { ...(row as PeekedDoc) }
        for (const field of STORAGE_FIELDS) delete doc[field]
        return doc
      }) ?? null
    )
  } finally {
    db.close()
  }
}
