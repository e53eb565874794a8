// SYNC-PULL-1: which documents offered for push hold a state this replication pulled, not a
// change of the user (the mark is written with the pulled state, src/db/pull-mark.ts).
import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb'
import { sameServerState } from '@/db/index.ts'
import { isPulledRevision } from '@/db/pull-mark.ts'

type Doc = Record<string, unknown>

/**
 * Ids of the offered rows whose state is the one the pull wrote: the document's current local
 * revision carries the pull's mark and equals the offered state.
 */
export async function pulledRows(
  collection: RxCollection,
  rows: readonly RxReplicationWriteToMasterRow<Doc>[],
  serverFields: readonly string[],
  same: (stored: Doc, offered: Doc) => boolean = (a, b) => sameServerState(a, b, serverFields),
): Promise<Set<string>> {
  const pk = collection.schema.primaryPath as string
  const offered = new Map(rows.map((r) => [String(r.newDocumentState[pk]), r.newDocumentState]))
  const pulled = new Set<string>()
  if (offered.size === 0) return pulled
  const docs = await collection.storageInstance.findDocumentsById([...offered.keys()], true)
  for (const doc of docs) {
    const id = String((doc as Doc)[pk])
    const wanted = offered.get(id)
    if (wanted && isPulledRevision(doc) && same(doc as Doc, wanted)) {
      pulled.add(id)
    }
  }
  return pulled
}
