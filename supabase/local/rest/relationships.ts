// Relationships between the exposed schema's tables, read from their foreign keys the way
// PostgREST's schema cache derives them: each foreign key gives a many-to-one (one-to-one when its
// columns are a primary key or unique) and the inverse one-to-many; a table whose primary key
// holds foreign keys to two tables is a junction giving a many-to-many between them.
import type { PGlite } from '@electric-sql/pglite'

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many'

export interface Junction {
  table: string
  /** The junction's foreign key to the origin table, then the one to the target table. */
  constraint1: string
  constraint2: string
  /** [origin column, junction column] pairs. */
  sourceColumns: Array<[string, string]>
  /** [target column, junction column] pairs. */
  targetColumns: Array<[string, string]>
}

export interface Relationship {
  /** The origin (the table the request embeds from) and the embedded table. */
  table: string
  foreignTable: string
  isSelf: boolean
  cardinality: Cardinality
  /** The foreign key's name (many-to-many: the junction's table; computed: the function). */
  constraint: string
  /** [origin column, embedded column] pairs; empty for many-to-many. */
  columns: Array<[string, string]>
  junction: Junction | null
  /** A function of the origin's row returning rows of the target (`constraint` names it). */
  computed: boolean
}

export const isToOne = (r: Relationship): boolean =>
  r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one'

const FOREIGN_KEYS_SQL = `
with uniques as (
  select conrelid, array_agg(key order by key) as cols
  from pg_constraint, unnest(conkey) as key
  where contype in ('p', 'u')
  group by oid, conrelid
)
select tab.relname as "table", other.relname as "foreignTable", c.conname as "constraint",
  (select json_agg(json_build_array(a.attname, r.attname) order by u.ord)
     from unnest(c.conkey, c.confkey) with ordinality as u(col, ref, ord)
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = u.col
     join pg_attribute r on r.attrelid = c.confrelid and r.attnum = u.ref) as columns,
  (select array_agg(k order by k) from unnest(c.conkey) k)
    in (select cols from uniques where conrelid = c.conrelid) as "oneToOne",
  coalesce((select json_agg(k.attname) from pg_index i
     join pg_attribute k on k.attrelid = i.indrelid and k.attnum = any(i.indkey)
     where i.indrelid = c.conrelid and i.indisprimary), '[]') as "tablePk"
from pg_constraint c
join pg_class tab on tab.oid = c.conrelid
join pg_namespace n1 on n1.oid = tab.relnamespace
join pg_class other on other.oid = c.confrelid
join pg_namespace n2 on n2.oid = other.relnamespace
where c.contype = 'f' and c.conparentid = 0 and n1.nspname = $1 and n2.nspname = $1
order by c.conrelid, c.conname`

interface ForeignKeyRow {
  table: string
  foreignTable: string
  constraint: string
  columns: Array<[string, string]>
  oneToOne: boolean
  tablePk: string[]
}

const swap = (pairs: Array<[string, string]>): Array<[string, string]> =>
  pairs.map(([a, b]) => [b, a])

/** Every relationship, grouped by origin table, in PostgREST's order (direct, junctions, inverse). */
export function buildRelationships(fks: ForeignKeyRow[]): Map<string, Relationship[]> {
  const direct: Relationship[] = fks.map((fk) => ({
    table: fk.table,
    foreignTable: fk.foreignTable,
    isSelf: fk.table === fk.foreignTable,
    cardinality: fk.oneToOne ? 'one-to-one' : 'many-to-one',
    constraint: fk.constraint,
    columns: fk.columns,
    junction: null,
    computed: false,
  }))
  const junctions: Relationship[] = []
  for (const a of fks) {
    if (a.oneToOne) continue
    for (const b of fks) {
      if (b.table !== a.table || b.constraint === a.constraint || b.oneToOne) continue
      const keyColumns = [...a.columns, ...b.columns].map(([col]) => col)
      if (!keyColumns.every((col) => a.tablePk.includes(col))) continue
      junctions.push({
        table: a.foreignTable,
        foreignTable: b.foreignTable,
        isSelf: a.foreignTable === b.foreignTable,
        cardinality: 'many-to-many',
        constraint: a.table,
        columns: [],
        junction: {
          table: a.table,
          constraint1: a.constraint,
          constraint2: b.constraint,
          sourceColumns: swap(a.columns),
          targetColumns: swap(b.columns),
        },
        computed: false,
      })
    }
  }
  const inverse: Relationship[] = direct.map((r) => ({
    ...r,
    table: r.foreignTable,
    foreignTable: r.table,
    cardinality: r.cardinality === 'one-to-one' ? 'one-to-one' : 'one-to-many',
    columns: swap(r.columns),
  }))
  const byOrigin = new Map<string, Relationship[]>()
  for (const r of [...direct, ...junctions, ...inverse]) {
    const list = byOrigin.get(r.table) ?? []
    list.push(r)
    byOrigin.set(r.table, list)
  }
  return byOrigin
}

/** Functions of the schema taking one row of a table and returning rows of a table. */
const COMPUTED_SQL = `
select arg.relname as "table", ret.relname as "foreignTable", p.proname as "function",
  not p.proretset or p.prorows = 1 as "toOne"
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_class arg on arg.reltype = p.proargtypes[0] and arg.relkind in ('r', 'v', 'm', 'f', 'p')
join pg_class ret on ret.reltype = p.prorettype and ret.relkind in ('r', 'v', 'm', 'f', 'p')
where n.nspname = $1 and p.pronargs = 1
  and arg.relnamespace = n.oid and ret.relnamespace = n.oid
order by p.oid`

interface ComputedRow {
  table: string
  foreignTable: string
  function: string
  toOne: boolean
}

export async function loadRelationships(
  pg: PGlite,
  schema: string,
): Promise<Map<string, Relationship[]>> {
  const [fks, fns] = await Promise.all([
    pg.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schema]),
    pg.query<ComputedRow>(COMPUTED_SQL, [schema]),
  ])
  const byOrigin = buildRelationships(fks.rows)
  for (const f of fns.rows) {
    const list = byOrigin.get(f.table) ?? []
    list.push({
      table: f.table,
      foreignTable: f.foreignTable,
      isSelf: f.table === f.foreignTable,
      cardinality: f.toOne ? 'many-to-one' : 'one-to-many',
      constraint: f.function,
      columns: [],
      junction: null,
      computed: true,
    })
    byOrigin.set(f.table, list)
  }
  return byOrigin
}
