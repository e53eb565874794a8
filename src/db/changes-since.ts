// The replication's push side reads "documents changed since the checkpoint" from each
// collection. RxDB's generic reading asks for `lwt > X or (lwt = X and id > Y)`, which no index
// range answers: the storage walks every document stamped X before the first one it returns. A
// pull stores its whole page with one stamp, so after a first sync every batch of that walk
// re-reads thousands of rows. Here the same question is two index ranges over [_meta.lwt, primary
// key].
import {
  getPrimaryFieldOfPrimaryKey,
  normalizeMangoQuery,
  prepareQuery,
  RX_META_LWT_MINIMUM,
  type MangoQuerySelector,
  type RxDocumentData,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb'
import { patchInstances } from './patch-instances.ts'

interface Checkpoint {
  id: string
  lwt: number
}
type Doc = RxDocumentData<Record<string, unknown>>
type Instance = RxStorageInstance<Doc, unknown, unknown, Checkpoint>

async function changedSince(inst: Instance, limit: number, checkpoint?: Checkpoint) {
  const pk = getPrimaryFieldOfPrimaryKey(inst.schema.primaryKey) as string
  const read = async (selector: MangoQuerySelector<Doc>, n: number): Promise<Doc[]> => {
    const query = normalizeMangoQuery(inst.schema, {
      selector,
      sort: [{ '_meta.lwt': 'asc' }, { [pk]: 'asc' }] as never,
      skip: 0,
      limit: n,
      index: ['_meta.lwt', pk],
    })
    return (await inst.query(prepareQuery(inst.schema, query))).documents as Doc[]
  }
  const sameStamp = checkpoint
    ? await read({ '_meta.lwt': { $eq: checkpoint.lwt }, [pk]: { $gt: checkpoint.id } }, limit)
    : []
  const later =
    sameStamp.length < limit
      ? await read(
          checkpoint
            ? { '_meta.lwt': { $gt: checkpoint.lwt } }
            : { '_meta.lwt': { $gte: RX_META_LWT_MINIMUM } },
          limit - sameStamp.length,
        )
      : []
  const documents = [...sameStamp, ...later]
  const last = documents.at(-1)
  return {
    documents,
    checkpoint: last
      ? { id: String(last[pk]), lwt: last._meta.lwt }
      : (checkpoint ?? { id: '', lwt: 0 }),
  }
}

/** `storage` whose instances answer "changed since" with index ranges (see above). */
export function withIndexedChangesSince<I, S>(storage: RxStorage<I, S>): RxStorage<I, S> {
  return patchInstances<I, S, Instance>(storage, (own) => {
    own.getChangedDocumentsSince = (limit, checkpoint) => changedSince(own, limit, checkpoint)
  })
}
