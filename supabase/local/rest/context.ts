// Everything a REST operation needs about its request, decided once by the handler.
import type { Transaction } from '@electric-sql/pglite'
import type { Claims, ServerContext } from '../types.ts'
import { PgrstError } from './errors.ts'
import type { ColumnRef, Condition } from './parse-filter.ts'
import type { ParsedQuery } from './parse-query.ts'
import type { Preferences } from './prefer.ts'
import type { Relation, SchemaCache, SchemaCacheHolder } from './schema-cache.ts'

export interface RestContext {
  req: Request
  ctx: ServerContext
  claims: Claims
  method: string
  path: string
  schema: string
  cache: SchemaCacheHolder
  prefs: Preferences
  query: ParsedQuery
  /** Accept: application/vnd.pgrst.object+json */
  single: boolean
  /** Accept: ...;nulls=stripped */
  stripNulls: boolean
  /** Range header (items) as offset/limit, for GET only. */
  range: { offset: number; limit: number | null } | null
}

/**
 * Runs fn in the request's transaction: role, claims, method, path and headers set, and the
 * pre-request function (if one is configured) called first, as PostgREST does.
 */
export async function inRequestTx<T>(
  rc: RestContext,
  readOnly: boolean,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { preRequest } = await rc.cache.get()
  const headers: Record<string, string> = {}
  rc.req.headers.forEach((value, name) => {
    if (name !== 'authorization' && name !== 'cookie') headers[name] = value
  })
  const run = preRequest
    ? async (tx: Transaction) => {
        await tx.query(`select ${preRequest}()`)
        return fn(tx)
      }
    : fn
  return rc.ctx.db.asRole(rc.claims, run, {
    readOnly,
    method: rc.method,
    path: rc.path,
    headers,
    rollback: rc.prefs.rollback,
  })
}

/** The relation, reloading the cache once when it is unknown (new tables from tests/DDL). */
export async function findRelation(
  rc: RestContext,
  name: string,
): Promise<{ rel: Relation; cache: SchemaCache }> {
  let cache = await rc.cache.get()
  let rel = cache.relations.get(name)
  if (!rel) {
    cache = await rc.cache.refresh()
    rel = cache.relations.get(name)
  }
  if (!rel)
    throw new PgrstError(
      404,
      'PGRST205',
      `Could not find the table '${rc.schema}.${name}' in the schema cache`,
    )
  return { rel, cache }
}

const VERBS = { insert: 'POST', update: 'PATCH', delete: 'DELETE' } as const

/**
 * A write Postgres would refuse on this relation (a view it cannot update): 405 naming the methods
 * that are allowed, as PostgREST's OPTIONS lists them, instead of Postgres' 55000 (a 500).
 */
export async function requireWritable(
  rc: RestContext,
  found: Relation,
  write: keyof typeof VERBS,
): Promise<void> {
  if (found.writable[write]) return
  // A trigger added since the cache was loaded may make it writable: look again once.
  const rel = (await rc.cache.refresh()).relations.get(found.name) ?? found
  if (rel.writable[write]) return
  const writes = (Object.keys(VERBS) as Array<keyof typeof VERBS>).filter((w) => rel.writable[w])
  throw new PgrstError(
    405,
    'PGRST117',
    `Unsupported HTTP method: ${VERBS[write]}`,
    `Postgres cannot ${write} rows of '${rel.schema}.${rel.name}'`,
    `Allowed methods: ${['OPTIONS', 'GET', 'HEAD', ...writes.map((w) => VERBS[w])].join(', ')}`,
  )
}

function missingColumn(rel: Relation, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${rel.name}.${column} does not exist`)
}

function conditionColumns(c: Condition, out: ColumnRef[]): void {
  if (c.kind === 'filter') out.push(c.column)
  else for (const item of c.items) conditionColumns(item, out)
}

/**
 * Checks every column a read names against the relation and its computed fields (Postgres' 42703
 * as PostgREST reports it), reloading the cache once in case the column was added since.
 */
export async function checkColumns(
  rc: RestContext,
  rel: Relation,
  refs: ColumnRef[],
): Promise<Relation> {
  const missing = (r: Relation) =>
    refs.find((c) => !r.columns.has(c.name) && !r.computed.has(c.name))
  let current = rel
  let bad = missing(current)
  if (bad) {
    current = (await rc.cache.refresh()).relations.get(rel.name) ?? rel
    bad = missing(current)
  }
  if (bad) throw missingColumn(current, bad.name)
  return current
}

/** Every column a query reads: select items, filters, order. */
export function queryColumns(query: ParsedQuery, conditions: Condition[]): ColumnRef[] {
  const refs: ColumnRef[] = []
  for (const item of query.select) if (!item.star) refs.push(item.column)
  for (const c of conditions) conditionColumns(c, refs)
  for (const o of query.order) refs.push(o.column)
  return refs
}
