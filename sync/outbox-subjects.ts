// How the outbox reads a dedicated collection's documents and the shared collection's rows.
import type { RxCollection } from 'rxdb'
import {
  collectionDef,
  rowOf,
  sameServerState,
  serverFields,
  sharedRowId,
  type ReplicatedName,
  type Row,
  type SharedRowDoc,
  type TableDef,
} from '@/db/index.ts'
import type { OutboxSubject } from './outbox.ts'

/** Two deletions are the same state whatever the deleted rows held. */
function sameState(a: Row, b: Row, fields: readonly string[]): boolean {
  return (Boolean(a['_deleted']) && Boolean(b['_deleted'])) || sameServerState(a, b, fields)
}

export function collectionSubject(name: ReplicatedName, collection: RxCollection): OutboxSubject {
  const def = collectionDef(name)
  const fields = serverFields(name)
  return {
    collection,
    tables: new Set([name]),
    entry: (doc) => ({ table: name, id: String(doc[def.primaryKey]), label: def.label(doc) }),
    key: (_table, id) => id,
    same: (a, b) => sameState(a, b, fields),
  }
}

export function sharedSubject(
  collection: RxCollection<SharedRowDoc>,
  tables: readonly TableDef[],
): OutboxSubject {
  const defs = new Map(tables.map((t) => [t.name, t]))
  /** A shared document (stored or pushed) as its table's row, with `_deleted`. */
  const flat = (doc: Row): { def: TableDef; row: Row } | null => {
    const def = defs.get(String(doc['table']))
    if (!def) return null
    const row = rowOf(def, doc as unknown as SharedRowDoc)
    return { def, row: { ...row, _deleted: Boolean(doc['_deleted']) } }
  }
  return {
    collection: collection as unknown as RxCollection,
    tables: new Set(defs.keys()),
    entry(doc) {
      const found = flat(doc)
      if (!found) return null
      const { def, row } = found
      return { table: def.name, id: String(row[def.primaryKey]), label: def.label(row) }
    },
    key: (table, id) => sharedRowId(table, id),
    same(a, b) {
      const x = flat(a)
      const y = flat(b)
      return !!x && !!y && x.def === y.def && sameState(x.row, y.row, x.def.fields)
    },
  }
}
