// What PostgREST calls the schema cache: relations, columns, primary keys and functions of the
// exposed schema. Loaded lazily, reloaded when a request names something it does not know (new
// migrations, test DDL) or when Postgres reports a missing object.
import type { PGlite } from '@electric-sql/pglite'
import { loadRelationships, type Relationship } from './relationships.ts'

export interface Column {
  name: string
  type: string
  hasDefault: boolean
  nullable: boolean
  generated: boolean
}

export interface Relation {
  schema: string
  name: string
  /** r table, v view, m materialised view, f foreign table, p partitioned table */
  kind: string
  columns: Map<string, Column>
  /** Column names in table order. */
  columnOrder: string[]
  primaryKey: string[]
  /** What Postgres lets a write do here (views without INSTEAD OF triggers may allow none). */
  writable: { insert: boolean; update: boolean; delete: boolean }
  /**
   * Computed fields: functions of this relation's row (f(table), any other parameters defaulted)
   * that a read may name like columns; Postgres resolves `table.f` to `f(table)` itself.
   */
  computed: Set<string>
}

export interface FunctionArg {
  name: string
  type: string
  /** i in, o out, b inout, v variadic, t table column */
  mode: string
  hasDefault: boolean
}

export interface FunctionInfo {
  schema: string
  name: string
  args: FunctionArg[]
  returnsSet: boolean
  /** format_type of the return type, e.g. void, integer, public.jobs, record */
  returnType: string
  /** b base, c composite, d domain, e enum, p pseudo (void, record), r range */
  returnKind: string
  volatility: 'i' | 's' | 'v'
}

export interface SchemaCache {
  relations: Map<string, Relation>
  functions: Map<string, FunctionInfo[]>
  /** Foreign-key relationships by origin table, for resource embedding. */
  relationships: Map<string, Relationship[]>
  /** PostgREST's pre-request function (the authenticator's pgrst.db_pre_request), quoted. */
  preRequest: string | null
}

const RELATIONS_SQL = `
select c.relname as name, c.relkind::text as kind,
  coalesce(json_agg(json_build_object(
    'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
    'hasDefault', a.atthasdef or a.attidentity <> '', 'nullable', not a.attnotnull,
    'generated', a.attgenerated <> '') order by a.attnum) filter (where a.attnum is not null), '[]') as columns,
  coalesce((select json_agg(k.attname order by array_position(i.indkey::int2[], k.attnum))
     from pg_index i join pg_attribute k on k.attrelid = i.indrelid and k.attnum = any(i.indkey)
     where i.indrelid = c.oid and i.indisprimary), '[]') as pk,
  pg_relation_is_updatable(c.oid::regclass, true) as writable,
  coalesce((select json_agg(p.proname) from pg_proc p
     join pg_namespace pn on pn.oid = p.pronamespace
     where pn.nspname = $1 and p.prokind = 'f' and p.pronargs >= 1
       and p.pronargs - p.pronargdefaults <= 1 and p.proargtypes[0] = c.reltype), '[]') as computed
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
group by c.oid, c.relname, c.relkind`

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as "returnsSet", p.provolatile::text as volatility,
  format_type(p.prorettype, null) as "returnType", t.typtype::text as "returnKind",
  coalesce((select json_agg(json_build_object(
      'name', coalesce(p.proargnames[i], ''),
      'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
      'mode', coalesce(p.proargmodes[i], 'i'),
      'hasDefault', i > p.pronargs - p.pronargdefaults
        and i <= p.pronargs) order by i)
    from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i), '[]') as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
where n.nspname = $1 and p.prokind = 'f'
order by p.oid`

// PostgREST reads its in-database configuration from the authenticator's role settings.
const PRE_REQUEST_SQL = `
select substr(s, length('pgrst.db_pre_request=') + 1) as name
from pg_db_role_setting d, unnest(d.setconfig) s
where d.setrole = (select oid from pg_roles where rolname = 'authenticator')
  and s like 'pgrst.db_pre_request=%'`

/** "schema.function" as a quoted identifier, or null when the setting names nothing usable. */
export function quotedFunctionName(name: string): string | null {
  const parts = name.trim().split('.')
  if (parts.length > 2 || parts.some((p) => p === '')) return null
  return parts.map((p) => `"${p.replace(/"/g, '""')}"`).join('.')
}

async function loadPreRequest(pg: PGlite): Promise<string | null> {
  const { rows } = await pg.query<{ name: string }>(PRE_REQUEST_SQL)
  const name = rows[0]?.name
  return name ? quotedFunctionName(name) : null
}

export async function loadSchemaCache(pg: PGlite, schema: string): Promise<SchemaCache> {
  const [rels, fns, relationships, preRequest] = await Promise.all([
    pg.query<{
      name: string
      kind: string
      columns: Column[]
      pk: string[]
      writable: number
      computed: string[]
    }>(RELATIONS_SQL, [schema]),
    pg.query<Omit<FunctionInfo, 'schema'>>(FUNCTIONS_SQL, [schema]),
    loadRelationships(pg, schema),
    loadPreRequest(pg),
  ])
  const relations = new Map<string, Relation>()
  for (const r of rels.rows) {
    relations.set(r.name, {
      schema,
      name: r.name,
      kind: r.kind,
      columns: new Map(r.columns.map((c) => [c.name, c])),
      columnOrder: r.columns.map((c) => c.name),
      primaryKey: r.pk,
      // pg_relation_is_updatable's bits are 1 << CmdType: update 2, insert 3, delete 4.
      writable: {
        insert: (r.writable & 8) !== 0,
        update: (r.writable & 4) !== 0,
        delete: (r.writable & 16) !== 0,
      },
      computed: new Set(r.computed),
    })
  }
  const functions = new Map<string, FunctionInfo[]>()
  for (const f of fns.rows) {
    const list = functions.get(f.name) ?? []
    list.push({ ...f, schema })
    functions.set(f.name, list)
  }
  return { relations, functions, relationships, preRequest }
}

/** Per-database cache holder: `get` loads once, `refresh` reloads (coalescing parallel calls). */
export class SchemaCacheHolder {
  private readonly pg: PGlite
  private readonly schema: string
  private current: Promise<SchemaCache> | null = null
  constructor(pg: PGlite, schema: string) {
    this.pg = pg
    this.schema = schema
  }
  get(): Promise<SchemaCache> {
    this.current ??= loadSchemaCache(this.pg, this.schema).catch((error: unknown) => {
      this.current = null
      throw error
    })
    return this.current
  }
  /** Reloads now. Never call inside a transaction: the catalog query needs the connection. */
  refresh(): Promise<SchemaCache> {
    this.current = null
    return this.get()
  }
  /** Drops the cache so the next request reloads it (safe inside a transaction). */
  invalidate(): void {
    this.current = null
  }
}

const holders = new WeakMap<PGlite, Map<string, SchemaCacheHolder>>()

/** The cache of one exposed schema of the database (each has its own, as PostgREST keys them). */
export function schemaCacheFor(pg: PGlite, schema = 'public'): SchemaCacheHolder {
  let bySchema = holders.get(pg)
  if (!bySchema) {
    bySchema = new Map()
    holders.set(pg, bySchema)
  }
  let holder = bySchema.get(schema)
  if (!holder) {
    holder = new SchemaCacheHolder(pg, schema)
    bySchema.set(schema, holder)
  }
  return holder
}
