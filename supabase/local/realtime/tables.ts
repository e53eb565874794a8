// Table metadata realtime needs per change: column names and types (the `columns` array of a
// postgres_changes message), primary key columns, and the columns each role may SELECT.
import type { Db } from '../types.ts'

export interface TableInfo {
  schema: string
  table: string
  columns: Array<{ name: string; type: string }>
  pk: string[]
  names: Set<string>
}

const INFO_SQL = `
select a.attname as name, t.typname as type,
       coalesce(k.ord, 0)::int as pk
  from pg_attribute a
  join pg_type t on t.oid = a.atttypid
  left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
  left join lateral (select u.ord from unnest(i.indkey) with ordinality as u(attnum, ord)
                      where u.attnum = a.attnum) k on true
 where a.attrelid = to_regclass(quote_ident($1) || '.' || quote_ident($2))
   and a.attnum > 0 and not a.attisdropped
 order by a.attnum`

const SELECTABLE_SQL = `
select a.attname as name from pg_attribute a
 where a.attrelid = to_regclass(quote_ident($1) || '.' || quote_ident($2))
   and a.attnum > 0 and not a.attisdropped
   and has_column_privilege($3, a.attrelid, a.attnum, 'SELECT')`

/** How long per-role column privileges are trusted before being re-read. */
const PRIVILEGE_TTL_MS = 5_000

export class TableCatalog {
  private readonly info = new Map<string, TableInfo>()
  private readonly selectable = new Map<string, { at: number; names: Set<string> }>()
  private readonly db: Db

  constructor(db: Db) {
    this.db = db
  }

  /**
   * Metadata of schema.table, or null when it does not exist. Tables are cached until
   * invalidated; misses are not, as clients name any table they like when joining.
   */
  async get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`
    const hit = this.info.get(key)
    if (hit) return hit
    const { rows } = await this.db.pg.query<{ name: string; type: string; pk: number }>(INFO_SQL, [
      schema,
      table,
    ])
    const result =
      rows.length === 0
        ? null
        : {
            schema,
            table,
            columns: rows.map((r) => ({ name: r.name, type: r.type })),
            pk: rows
              .filter((r) => r.pk > 0)
              .sort((a, b) => a.pk - b.pk)
              .map((r) => r.name),
            names: new Set(rows.map((r) => r.name)),
          }
    if (result) this.info.set(key, result)
    return result
  }

  /** Forgets a table's metadata (its row no longer matches the cached columns). */
  invalidate(schema: string, table: string): void {
    this.info.delete(`${schema}.${table}`)
    for (const key of this.selectable.keys()) {
      if (key.endsWith(`\u0000${schema}.${table}`)) this.selectable.delete(key)
    }
  }

  /** Columns `role` may SELECT on schema.table (empty when the role lacks any). */
  async selectableColumns(role: string, schema: string, table: string): Promise<Set<string>> {
    const key = `${role}\u0000${schema}.${table}`
    const hit = this.selectable.get(key)
    if (hit && Date.now() - hit.at < PRIVILEGE_TTL_MS) return hit.names
    let names = new Set<string>()
    try {
      const { rows } = await this.db.pg.query<{ name: string }>(SELECTABLE_SQL, [
        schema,
        table,
        role,
      ])
      names = new Set(rows.map((r) => r.name))
    } catch {
      // An unknown role may select nothing.
    }
    this.selectable.set(key, { at: Date.now(), names })
    return names
  }
}
