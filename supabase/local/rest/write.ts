// POST (insert, upsert), PATCH (update) and DELETE on a table.
import type { Transaction } from '@electric-sql/pglite'
import { parseJson } from '../http/json.ts'
import { PgrstError } from './errors.ts'
import {
  checkColumns,
  findRelation,
  inRequestTx,
  queryColumns,
  requireWritable,
  type RestContext,
} from './context.ts'
import { planEmbeds, type EmbedNode } from './embed-plan.ts'
import { embedsSql, selectWithEmbeds } from './embed-sql.ts'
import { aggregateSql, baseHeaders, contentRange, emptyResponse, jsonResponse } from './respond.ts'
import type { Relation } from './schema-cache.ts'
import { Params, ident, limitSql, orderSql, qualified, whereSql } from './sql.ts'
import type { Condition } from './parse-filter.ts'

type Row = Record<string, unknown>

/** The JSON body; `emptyAs` is returned for an empty body when given (RPC without arguments). */
export async function readJsonBody(req: Request, emptyAs?: unknown): Promise<unknown> {
  return parseJsonBody(await req.text(), emptyAs)
}

/** readJsonBody for a body already read as text (RPC keeps the text to pass it on as sent). */
export function parseJsonBody(text: string, emptyAs?: unknown): unknown {
  if (text.trim() === '' && emptyAs !== undefined) return emptyAs
  if (text.trim() === '') throw new PgrstError(400, 'PGRST102', 'Empty or invalid json')
  try {
    return parseJson(text)
  } catch (error) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message)
  }
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Validates payload columns against the table: PGRST204 for unknown ones (after one reload). */
async function payloadRelation(
  rc: RestContext,
  rel: Relation,
  columns: string[],
): Promise<Relation> {
  let current = rel
  if (columns.some((c) => !current.columns.has(c))) {
    current = (await rc.cache.refresh()).relations.get(rel.name) ?? rel
  }
  const bad = columns.find((c) => !current.columns.has(c))
  if (bad !== undefined) {
    throw new PgrstError(
      400,
      'PGRST204',
      `Could not find the '${bad}' column of '${rel.name}' in the schema cache`,
    )
  }
  return current
}

interface Outcome {
  rows: number
  body: string
  inserted: number
}

/** Runs a write; with a representation it is wrapped in a CTE and aggregated to JSON in SQL. */
async function runWrite(
  rc: RestContext,
  rel: Relation,
  tx: Transaction,
  write: string,
  params: Params,
  wantBody: boolean,
  embeds: EmbedNode[],
  trackInserts = false,
): Promise<Outcome> {
  let outcome: Outcome
  if (!wantBody) {
    const res = await tx.query(write, params.values)
    outcome = { rows: res.affectedRows ?? 0, body: '', inserted: res.affectedRows ?? 0 }
  } else {
    const returning = `${write} returning ${qualified(rel.schema, rel.name)}.*${trackInserts ? ', (xmax = 0) as "pgrst_inserted"' : ''}`
    // The representation embeds from the written rows as PostgREST's does from its source CTE.
    const embedded = embedsSql(embeds, '"_w"', params)
    const select = selectWithEmbeds({ columns: rc.query.select, rel }, '"_w"', embedded.outputs)
    const sql = `with _w as (${returning}) select (select count(*)::int from _w ${trackInserts ? 'where "pgrst_inserted"' : ''}) as inserted, agg.* from (${aggregateSql(rc, `select ${select} from _w${embedded.joins.join('')}`)}) agg`
    const row = (await tx.query<{ n: number; body: string; inserted: number }>(sql, params.values))
      .rows[0]
    outcome = { rows: row?.n ?? 0, body: row?.body ?? '[]', inserted: row?.inserted ?? 0 }
  }
  const max = rc.prefs.maxAffected
  if (rc.prefs.strict && max !== null && outcome.rows > max) {
    throw new PgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${outcome.rows} rows`,
    )
  }
  return outcome
}

function wantsBody(rc: RestContext): boolean {
  return rc.prefs.return === 'representation' || rc.prefs.return === 'headers-only'
}

function finish(
  rc: RestContext,
  status: number,
  outcome: Outcome,
  extra: Record<string, string> = {},
): Response {
  const total = rc.prefs.count ? outcome.rows : null
  const range = rc.method === 'PATCH' ? contentRange(0, outcome.rows, total) : `*/${total ?? '*'}`
  const headers = baseHeaders(rc, { 'Content-Range': range, ...extra })
  if (rc.prefs.return === 'representation')
    return jsonResponse(rc, status, outcome.body, outcome.rows, headers)
  return emptyResponse(rc.method === 'POST' ? status : 204, headers)
}

export async function insertRows(rc: RestContext, name: string): Promise<Response> {
  const found = await findRelation(rc, name)
  await requireWritable(rc, found.rel, 'insert')
  const body = await readJsonBody(rc.req)
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every(isRow))
    throw new PgrstError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Expected an object or an array of objects',
    )
  const columns = rc.query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))]
  let rel = await payloadRelation(rc, found.rel, columns)
  rel = await checkColumns(rc, rel, queryColumns(rc.query, []))
  const plan = await planEmbeds(rc, rel)
  const table = qualified(rel.schema, rel.name)
  const params = new Params()
  const cols = columns.map(ident).join(', ')
  let write: string
  if (columns.length === 0) {
    write =
      rows.length === 1
        ? `insert into ${table} default values`
        : `insert into ${table} select from generate_series(1, ${rows.length})`
  } else if (rc.prefs.missingDefault) {
    const values = rows.map((row) => {
      // A row naming none of the columns is all defaults: no parameter (Postgres counts them).
      const p = columns.some((c) => c in row) ? params.add(JSON.stringify(row)) : ''
      return `(${columns.map((c) => (c in row ? `(json_populate_record(null::${table}, ${p}::json)).${ident(c)}` : 'default')).join(', ')})`
    })
    write = `insert into ${table} (${cols}) values ${values.join(', ')}`
  } else {
    const p = params.add(JSON.stringify(rows))
    write = `insert into ${table} (${cols}) select ${cols} from json_populate_recordset(null::${table}, ${p}::json)`
  }
  const upsert = rc.prefs.resolution !== null
  if (upsert) {
    const target = rc.query.onConflict ?? rel.primaryKey
    if (target.length === 0)
      throw new PgrstError(
        400,
        'PGRST100',
        `Table '${rel.name}' has no primary key; pass on_conflict`,
      )
    await payloadRelation(rc, rel, target)
    // As PostgREST: merging sets every payload column, the conflict key too, so a payload of the
    // key alone still touches (and returns) the existing row instead of doing nothing.
    write +=
      rc.prefs.resolution === 'ignore-duplicates' || columns.length === 0
        ? ` on conflict (${target.map(ident).join(', ')}) do nothing`
        : ` on conflict (${target.map(ident).join(', ')}) do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`
  }
  const headersOnly = rc.prefs.return === 'headers-only'
  const outcome = await inRequestTx(rc, false, (tx) =>
    runWrite(rc, rel, tx, write, params, wantsBody(rc) || headersOnly, plan.embeds, upsert),
  )
  const extra: Record<string, string> = {}
  if (headersOnly && outcome.rows === 1 && rel.primaryKey.length > 0) {
    const first = (JSON.parse(outcome.body) as Row[])[0] ?? {}
    const filters = rel.primaryKey.map(
      (k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k] ?? ''))}`,
    )
    extra.Location = `/${encodeURIComponent(rel.name)}?${filters.join('&')}`
  }
  const status = upsert && wantsBody(rc) && outcome.inserted === 0 && outcome.rows > 0 ? 200 : 201
  return finish(rc, status, outcome, extra)
}

/** WHERE for PATCH/DELETE; with limit/offset only the first rows in `order` are touched. */
function targetWhere(
  rc: RestContext,
  table: string,
  conditions: Condition[],
  params: Params,
): string {
  const { limit, offset, order } = rc.query
  if (limit === null && offset === 0) return whereSql(conditions, params, table)
  const pick = `select ${table}.ctid from ${table}${whereSql(conditions, params, table)}${orderSql(order, table)}${limitSql(limit, offset, params)}`
  return ` where ${table}.ctid = any(array(${pick}))`
}

function requireFilters(verb: 'UPDATE' | 'DELETE', count: number): void {
  // Hosted Supabase loads pg-safeupdate: a write without WHERE through the API is refused.
  if (count === 0) throw new PgrstError(400, '21000', `${verb} requires a WHERE clause`)
}

export async function updateRows(rc: RestContext, name: string): Promise<Response> {
  const found = await findRelation(rc, name)
  await requireWritable(rc, found.rel, 'update')
  const body = await readJsonBody(rc.req)
  if (!isRow(body))
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object')
  const plan = await planEmbeds(rc, found.rel)
  const conditions = [...rc.query.conditions, ...plan.rootFilters]
  const columns = rc.query.columns ?? Object.keys(body)
  let rel = await payloadRelation(rc, found.rel, columns)
  rel = await checkColumns(rc, rel, queryColumns(rc.query, conditions))
  requireFilters('UPDATE', conditions.length)
  const table = qualified(rel.schema, rel.name)
  const params = new Params()
  let write: string
  if (columns.length === 0) {
    // Nothing to set: nothing is updated.
    const first = ident(rel.columnOrder[0] ?? 'id')
    write = `update ${table} set ${first} = ${first} where false`
  } else {
    const p = params.add(JSON.stringify(body))
    const sets = columns.map((c) => `${ident(c)} = _j.${ident(c)}`).join(', ')
    write = `update ${table} set ${sets} from json_populate_record(null::${table}, ${p}::json) _j${targetWhere(rc, table, conditions, params)}`
  }
  const outcome = await inRequestTx(rc, false, (tx) =>
    runWrite(rc, rel, tx, write, params, wantsBody(rc), plan.embeds),
  )
  return finish(rc, 200, outcome)
}

export async function deleteRows(rc: RestContext, name: string): Promise<Response> {
  const found = await findRelation(rc, name)
  await requireWritable(rc, found.rel, 'delete')
  const plan = await planEmbeds(rc, found.rel)
  const conditions = [...rc.query.conditions, ...plan.rootFilters]
  const rel = await checkColumns(rc, found.rel, queryColumns(rc.query, conditions))
  requireFilters('DELETE', conditions.length)
  const table = qualified(rel.schema, rel.name)
  const params = new Params()
  const write = `delete from ${table}${targetWhere(rc, table, conditions, params)}`
  const outcome = await inRequestTx(rc, false, (tx) =>
    runWrite(rc, rel, tx, write, params, wantsBody(rc), plan.embeds),
  )
  return finish(rc, 200, outcome)
}
