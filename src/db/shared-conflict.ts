// Conflicts in the shared collection: each document is judged by its own table's policy
// (SPEC SYNC-CONF-1..3), on the server row it holds.
import type { RxConflictHandler, RxConflictHandlerInput } from 'rxdb'
import { mergeFields, sameServerState } from './conflict.ts'
import { toSharedDoc, type SharedRowDoc } from './shared-rows.schema.ts'
import type { Row, TableDef } from './table-def.ts'

type Stored = SharedRowDoc & { _deleted?: boolean }

const flat = (doc: Stored): Row => ({ ...doc.row, _deleted: Boolean(doc._deleted) })

export function createSharedConflictHandler(
  tables: ReadonlyMap<string, TableDef>,
): RxConflictHandler<SharedRowDoc> {
  return {
    isEqual(a, b) {
      const x = a as Stored
      const y = b as Stored
      const def = tables.get(x.table)
      if (!def || x.table !== y.table) return false
      return sameServerState(flat(x), flat(y), def.fields)
    },
    resolve(input) {
      const real = input.realMasterState as Stored
      const def = tables.get(real.table)
      if (!def || def.merge.kind === 'server-wins' || real._deleted) {
        return Promise.resolve(real as never)
      }
      const mine = input.newDocumentState as Stored
      const base = input.assumedMasterState as Stored | undefined
      const merged = mergeFields(def.merge, def.fields, {
        newDocumentState: flat(mine),
        realMasterState: flat(real),
        assumedMasterState: base ? flat(base) : undefined,
      } as RxConflictHandlerInput<Row>)
      return Promise.resolve({ ...toSharedDoc(def, merged), _deleted: false } as never)
    },
  }
}
