// The shared collection (SPEC SYNC-MUX-1): one document per server row of every table declared
// with defineTable, keyed by table and primary key. The row itself is kept whole and checked by
// its table's zod row; table, scope and sort are the fields lists query by.
import type { RxJsonSchema } from 'rxdb'
import type { Row, TableDef } from './table-def.ts'

export const SHARED_COLLECTION = 'rows'

export interface SharedRowDoc {
  /** `${table}:${primary key}` */
  id: string
  table: string
  scope: string
  sort: string
  row: Row
}

export const sharedRowId = (table: string, key: unknown): string => `${table}:${String(key)}`

export const sharedRowsSchema: RxJsonSchema<SharedRowDoc> = {
  title: SHARED_COLLECTION,
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 250 },
    table: { type: 'string', maxLength: 60 },
    scope: { type: 'string', maxLength: 100 },
    sort: { type: 'string', maxLength: 40 },
    row: { type: 'object' },
  },
  required: ['id', 'table', 'scope', 'sort', 'row'],
  indexes: [
    ['table', 'sort'],
    ['table', 'scope', 'sort'],
  ],
  additionalProperties: false,
}

/** The row as the table declares it: every server column, unknown ones dropped. */
function serverRow(def: TableDef, row: Row): Row {
  const out: Row = {}
  for (const f of def.fields) out[f] = row[f] === undefined ? null : row[f]
  return out
}

/** A server row (or a locally written one) as its shared document. Throws on a row that does
 * not fit the table's zod row, so a bad row never reaches the replica. */
export function toSharedDoc(def: TableDef, row: Row): SharedRowDoc {
  const clean = def.row.parse(serverRow(def, row)) as Row
  return {
    id: sharedRowId(def.name, clean[def.primaryKey]),
    table: def.name,
    scope: def.scopeOf(clean),
    sort: def.sortOf(clean),
    row: clean,
  }
}

/** The server row a shared document stands for. */
export function rowOf(def: TableDef, doc: Pick<SharedRowDoc, 'row'>): Row {
  const row = serverRow(def, doc.row)
  // A row stored before a column was added gets the column's default (its zod row says which).
  const parsed = def.row.safeParse(row)
  return parsed.success ? (parsed.data as Row) : row
}
