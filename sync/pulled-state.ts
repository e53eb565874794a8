// SYNC-PULL-1: which documents offered for push hold a state this replication pulled, not a
// change of the user (the mark is written with the pulled state, src/db/pull-mark.ts).
import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb'
import { sameServerState } from '@/db/index.ts'
import { isPulledRevision } from '@/db/pull-mark.ts'

type Doc = Record<string, unknown>

export interface PulledOffers {
  /** Offered rows not to push: their document's current revision is one the pull wrote. */
  skip: Set<string>
  /**
   * The current pulled states of skipped rows that were offered in an older state. RxDB stores
   * the offered state as the assumed master state; these, passed back to it as pulled, set it
   * right.
   */
  newer: Doc[]
}

/**
 * A document whose current revision carries the pull's mark holds no change of the user: RxDB
 * never writes a pulled state over one. Its offered state is that pulled state, or an older one
 * that RxDB read before the pull wrote the newer (its re-sync reads documents, then their assumed
 * master states).
 */
export async function pulledRows(
  collection: RxCollection,
  rows: readonly RxReplicationWriteToMasterRow<Doc>[],
  serverFields: readonly string[],
  same: (stored: Doc, offered: Doc) => boolean = (a, b) => sameServerState(a, b, serverFields),
): Promise<PulledOffers> {
  const pk = collection.schema.primaryPath as string
  const offered = new Map(rows.map((r) => [String(r.newDocumentState[pk]), r.newDocumentState]))
  const result: PulledOffers = { skip: new Set(), newer: [] }
  if (offered.size === 0) return result
  const docs = await collection.storageInstance.findDocumentsById([...offered.keys()], true)
  for (const doc of docs) {
    const id = String((doc as Doc)[pk])
    const wanted = offered.get(id)
    if (!wanted || !isPulledRevision(doc)) continue
    result.skip.add(id)
    if (!same(doc as Doc, wanted)) result.newer.push(asPulled(doc as Doc))
  }
  return result
}

/** A stored document as a pull hands it to RxDB: without storage metadata. */
function asPulled(doc: Doc): Doc {
  const { _meta: _m, _rev: _r, _attachments: _a, ...rest } = doc
  return { ...rest, _deleted: Boolean(doc['_deleted']) }
}
