// A replica whose storage counts what RxDB's replications write: the assumed master states (the
// copy of a row's server state RxDB keeps to push against), by document id (SYNC-PUSH-6).
import type { RxStorage } from 'rxdb'
import { createAppDatabase, type AppDatabase, type ReplicatedName } from '../../src/db/index.ts'
import { testStorage } from './database.ts'

/** RxDB's title for a replication's metadata store (rxdb/src/replication-protocol). */
const META_TITLE = 'RxReplicationProtocolMetaData'

export class WriteCount {
  /** Document ids RxDB stored an assumed master state for. */
  readonly masterStates = new Set<string>()
}

let instances = 0

function counting(
  inner: RxStorage<unknown, unknown>,
  count: WriteCount,
): RxStorage<unknown, unknown> {
  instances += 1
  return {
    name: `counted-${instances}`,
    rxdbVersion: inner.rxdbVersion,
    async createStorageInstance(params) {
      const inst = await inner.createStorageInstance(params)
      if (params.schema.title !== META_TITLE) return inst
      return new Proxy(inst, {
        get(target, prop, receiver) {
          const value: unknown = Reflect.get(target, prop, receiver)
          if (prop !== 'bulkWrite' || typeof value !== 'function') return value
          const bulkWrite = value as (
            rows: Array<{ document: Record<string, unknown> }>,
            ctx: string,
          ) => Promise<unknown>
          return (rows: Array<{ document: Record<string, unknown> }>, ctx: string) => {
            for (const { document } of rows) {
              if (document['isCheckpoint'] === '0')
                count.masterStates.add(String(document['itemId']))
            }
            return bulkWrite.call(target, rows, ctx)
          }
        },
      })
    },
  }
}

export function openCountedDatabase(
  count: WriteCount,
  name: string,
  collections: readonly ReplicatedName[],
): Promise<AppDatabase> {
  return createAppDatabase({
    storage: testStorage((inner) => counting(inner, count)),
    name,
    collections,
    multiInstance: false,
    tables: [],
  })
}
