// SYNC-PULL-1: a document revision written by the replication's pull carries that revision in
// its own `_meta`, written in the same document write as the pulled state. RxDB stores a pulled
// page in the collection and only afterwards, in another store, the "assumed master" states; a
// worker stopped between the two left pulled documents that RxDB then offered for push as if the
// user had changed them. RxDB's own mark for this (`_meta.o`) is dropped on inserts by its
// storage wrapper, so every first-sync document went without it. A local write makes a new
// revision, so the mark no longer matches it.
import type { BulkWriteRow, RxDocumentData, RxStorage, RxStorageInstance } from 'rxdb'
import { patchInstances } from './patch-instances.ts'

type Doc = RxDocumentData<Record<string, unknown>>
type Instance = RxStorageInstance<Doc, unknown, unknown>

/** RxDB's context for the pull's writes to the collection ('replication-downstream-<key>'). */
const PULL_CONTEXT = 'replication-downstream-'

function marked(row: BulkWriteRow<Doc>): BulkWriteRow<Doc> {
  const doc = row.document
  return { ...row, document: { ...doc, _meta: { ...doc._meta, pulled: doc._rev } } }
}

/** `storage` whose instances mark the revisions the replication's pull writes. */
export function withPullMarks<I, S>(storage: RxStorage<I, S>): RxStorage<I, S> {
  return patchInstances<I, S, Instance>(storage, (own) => {
    const bulkWrite = own.bulkWrite.bind(own)
    own.bulkWrite = (rows, context) =>
      bulkWrite(context.startsWith(PULL_CONTEXT) ? rows.map(marked) : rows, context)
  })
}

/** The stored document's current revision is the one a pull wrote (no local change since). */
export function isPulledRevision(doc: Doc): boolean {
  return (doc._meta as { pulled?: unknown }).pulled === doc._rev
}
