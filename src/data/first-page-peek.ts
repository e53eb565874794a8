// A reload's first rows before the database has opened (src/db/replica-peek.ts): read from the
// replica's own storage without RxDB, so the page paints its first rows while RxDB loads and
// opens; its live query then takes over with the same documents. Nothing else writes the replica
// before then (the sync worker starts after the page's first content, sync-client.ts).
import { collectionDef, type ReplicatedName } from '@/db/collections.ts'
import { DEFAULT_DB_NAME } from '@/db/database-name.ts'
import { peekIndexRange, prefetchIndexRange, type PeekRequest } from '@/db/replica-peek.ts'
import { currentDatabase } from './database.ts'
import { replicaOwner } from './replica-owner.ts'

export interface FirstPageRange {
  collection: ReplicatedName
  /** A schema index of the collection and the values of its leading fields. */
  index: readonly string[]
  equals: readonly string[]
  limit: number
}

export interface FirstPagePeek extends FirstPageRange {
  /** The signed-in user: only their own replica is shown (SYNC-WIPE-3). */
  userId: string | null
}

/** The longest the database waits for peeked rows to be shown. */
export const PEEK_GATE_DEADLINE_MS = 500
let gate: Promise<void> = Promise.resolve()
let openGate: () => void = () => {}

function storageRequest(range: FirstPageRange): PeekRequest {
  const def = collectionDef(range.collection)
  return {
    database: DEFAULT_DB_NAME,
    collection: range.collection,
    schemaVersion: def.schema.version,
    primaryKey: def.primaryKey,
    index: range.index,
    equals: range.equals,
    limit: range.limit,
  }
}

/**
 * Starts reading the range at once, before the page's code asks for it (peekFirstPage then checks
 * the answer as always). Nothing read here is shown unless that check passes.
 */
export function prefetchFirstPage(range: FirstPageRange): void {
  if (currentDatabase()) return
  prefetchIndexRange(storageRequest(range))
  // The database opens after the peeked rows are on screen (or the peek came to nothing, or the
  // deadline passed): RxDB's start-up tasks would otherwise hold up their first paint (quiet
  // profile A/B, medians of 12 reloads: first row 434 ms without this wait, 376 ms with it).
  gate = new Promise<void>((resolve) => {
    openGate = resolve
    setTimeout(resolve, PEEK_GATE_DEADLINE_MS)
  })
}

/** Resolves when the database may start opening (at once unless a prefetched peek is pending). */
export function peekedRowsShown(): Promise<void> {
  return gate
}

/** The page has painted peeked rows, or will not show any: the database may open. */
export function notePeekDone(): void {
  openGate()
}

/**
 * The range's first documents, or null when the peek cannot stand in for the live query: the
 * database is open already, the replica holds another user's data, the storage has no such
 * database or index, nothing matched, or a document does not parse as the collection's row.
 */
export async function peekFirstPage<T>(req: FirstPagePeek): Promise<T[] | null> {
  if (currentDatabase() || !req.userId || replicaOwner() !== req.userId) return null
  const def = collectionDef(req.collection)
  const docs = await peekIndexRange(storageRequest(req))
  if (!docs?.length) return null
  // The persisted shape is checked as everywhere else (zod); local fields must be there too.
  const valid = docs.every(
    (doc) => def.row.safeParse(doc).success && def.localFields.every((f) => f in doc),
  )
  return valid ? (docs as T[]) : null
}
