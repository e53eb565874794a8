// A reload's first rows before the database has opened (src/db/replica-peek.ts): read from the
// replica's own storage without RxDB, so the page paints its first rows while RxDB loads and
// opens; its live query then takes over with the same documents. Nothing else writes the replica
// before then (the sync worker starts after the page's first content, sync-client.ts).
import { collectionDef, type ReplicatedName } from '@/db/collections.ts'
import { DEFAULT_DB_NAME } from '@/db/database-name.ts'
import { peekIndexRange } from '@/db/replica-peek.ts'
import { currentDatabase } from './database.ts'
import { loadPhases } from './load-phases.ts'
import { replicaOwner } from './replica-owner.ts'

export interface FirstPagePeek {
  collection: ReplicatedName
  /** A schema index of the collection and the values of its leading fields. */
  index: readonly string[]
  equals: readonly string[]
  limit: number
  /** The signed-in user: only their own replica is read (SYNC-WIPE-3). */
  userId: string | null
}

/**
 * The range's first documents, or null when the peek cannot stand in for the live query: the
 * database is open already, the replica holds another user's data, the storage has no such
 * database or index, nothing matched, or a document does not parse as the collection's row.
 */
export async function peekFirstPage<T>(req: FirstPagePeek): Promise<T[] | null> {
  const rows = await readFirstPage<T>(req).catch(() => null)
  // Nothing to paint first: the replica need not wait for a paint (load-phases.ts: peekedRows).
  if (!rows) loadPhases.peekedRows.mark()
  return rows
}

async function readFirstPage<T>(req: FirstPagePeek): Promise<T[] | null> {
  if (currentDatabase() || !req.userId || replicaOwner() !== req.userId) return null
  const def = collectionDef(req.collection)
  const docs = await peekIndexRange({
    database: DEFAULT_DB_NAME,
    collection: req.collection,
    schemaVersion: def.schema.version,
    primaryKey: def.primaryKey,
    index: req.index,
    equals: req.equals,
    limit: req.limit,
  })
  if (!docs?.length) return null
  // The persisted shape is checked as everywhere else (zod); local fields must be there too.
  const valid = docs.every(
    (doc) => def.row.safeParse(doc).success && def.localFields.every((f) => f in doc),
  )
  return valid ? (docs as T[]) : null
}
