// Calling functions: POST /rpc/fn with named JSON arguments, GET /rpc/fn?arg=... (read-only),
// returning scalars, single rows, sets of rows (filterable like a table) or nothing (void).
import type { Transaction } from '@electric-sql/pglite'
import { PgrstError } from './errors.ts'
import { inRequestTx, type RestContext } from './context.ts'
import { filtersFrom } from './parse-query.ts'
import { aggregateSql, baseHeaders, contentRange, emptyResponse, jsonResponse } from './respond.ts'
import { readRpcPayload, type RpcPayload } from './rpc-args.ts'
import { inputArgs, resolveFunction } from './rpc-resolve.ts'
import type { FunctionInfo, SchemaCache } from './schema-cache.ts'
import { Params, ident, limitSql, orderSql, qualified, selectListSql, whereSql } from './sql.ts'

/**
 * The type an argument is read as. Like PostgREST, character and bit read as their varying forms,
 * which take a value of any length instead of cutting it to one character.
 */
const argType = (type: string): string =>
  type.replace(/^(character|bit)(\[\])?$/, (_m, base: string, arr = '') => `${base} varying${arr}`)

/**
 * The call expression. A lone unnamed parameter gets the whole body as sent; named parameters
 * get the arguments the request names, a JSON body's read with json_to_record as PostgREST
 * reads them (objects fill row types, arrays fill arrays).
 */
function callSql(fn: FunctionInfo, payload: RpcPayload, params: Params): string {
  const ins = inputArgs(fn)
  const target = qualified(fn.schema, fn.name)
  const only = ins.length === 1 ? ins[0] : undefined
  if (only && only.name === '') {
    const cast = payload.kind === 'bytes' ? 'bytea' : argType(only.type)
    return `${target}(${params.add(payload.raw)}::${cast})`
  }
  const keys = new Set(payload.keys)
  let body: string | null = null
  const named = ins
    .filter((a) => keys.has(a.name))
    .map((a) => {
      const type = argType(a.type)
      let value: string
      if (payload.kind === 'query') {
        value = `${params.add(payload.args[a.name] ?? null)}::${type}`
      } else {
        body ??= params.add(payload.raw)
        value = `(select _b.${ident(a.name)} from json_to_record(${body}::json) as _b(${ident(a.name)} ${type}))`
      }
      return `${a.mode === 'v' ? 'VARIADIC ' : ''}${ident(a.name)} := ${value}`
    })
  return `${target}(${named.join(', ')})`
}

/** Finds the function, reading the schema cache again once when nothing matches. */
async function findFunction(rc: RestContext, name: string, payload: RpcPayload, post: boolean) {
  const resolve = (cache: SchemaCache) =>
    resolveFunction(cache.functions, rc.schema, name, payload.keys, payload.kind, post)
  try {
    return resolve(await rc.cache.get())
  } catch (error) {
    if (!(error instanceof PgrstError)) throw error
    return resolve(await rc.cache.refresh())
  }
}

const strictMax = (rc: RestContext): number | null =>
  rc.prefs.strict ? rc.prefs.maxAffected : null

/** PostgREST's check after a set-returning call: over max-affected fails and rolls back. */
function checkMaxAffected(rc: RestContext, rows: number): void {
  const max = strictMax(rc)
  if (max !== null && rows > max) {
    throw new PgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    )
  }
}

export async function callFunction(rc: RestContext, name: string): Promise<Response> {
  const isGet = rc.method === 'GET' || rc.method === 'HEAD'
  const payload = await readRpcPayload(rc.req, rc.query.plain, isGet)
  const fn = await findFunction(rc, name, payload, !isGet)
  if (!fn.returnsSet && strictMax(rc) !== null) {
    throw new PgrstError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    )
  }
  const params = new Params()
  const call = callSql(fn, payload, params)

  const conditions = [...rc.query.conditions, ...filtersFrom(payload.filters)]
  const readOnly = isGet || fn.volatility !== 'v'
  const rowLike = fn.returnKind === 'c' || fn.returnType === 'record'
  if (!fn.returnsSet && !rowLike) {
    if (conditions.length > 0 || rc.query.order.length > 0) {
      throw new PgrstError(
        400,
        'PGRST100',
        `Function ${name} returns a scalar; filters and order do not apply`,
      )
    }
    const sql =
      fn.returnType === 'void' ? `select ${call}` : `select to_json(${call})::text as body`
    const row = await inRequestTx(
      rc,
      readOnly,
      async (tx) => (await tx.query<{ body: string | null }>(sql, params.values)).rows[0],
    )
    // One value is one row to PostgREST: Content-Range 0-0/*, or 0-0/1 with a count.
    const headers = baseHeaders(rc, {
      'Content-Range': contentRange(0, 1, rc.prefs.count ? 1 : null),
    })
    if (fn.returnType === 'void') return emptyResponse(204, headers)
    headers.set('Content-Type', 'application/json; charset=utf-8')
    return new Response(rc.method === 'HEAD' ? null : (row?.body ?? 'null'), {
      status: 200,
      headers,
    })
  }

  const alias = fn.returnsSet && !rowLike ? `_f(${ident(name)})` : '_f'
  const source = `${call} as ${alias}`
  const where = whereSql(conditions, params, '_f')
  const offset = rc.query.offset
  const inner = `select ${selectListSql(rc.query.select, null, '_f')} from ${source}${where}${orderSql(rc.query.order, '_f')}${limitSql(rc.query.limit, offset, params)}`
  const scalarSet = fn.returnsSet && !rowLike
  const sql = scalarSet
    ? `select count(*)::int as n, coalesce(json_agg(_r.${ident(name)}), '[]')::text as body from (${inner}) _r`
    : aggregateSql(rc, inner)
  const countParams = new Params()
  const countSql = `select count(*)::int as total from ${callSql(fn, payload, countParams)} as ${alias}${whereSql(conditions, countParams, '_f')}`
  const run = async (tx: Transaction) => {
    const result = (await tx.query<{ n: number; body: string }>(sql, params.values)).rows[0]
    checkMaxAffected(rc, result?.n ?? 0)
    const total = rc.prefs.count
      ? ((await tx.query<{ total: number }>(countSql, countParams.values)).rows[0]?.total ?? 0)
      : null
    return { result, total }
  }
  const { result, total } = await inRequestTx(rc, readOnly, run)
  const rows = result?.n ?? 0
  const headers = baseHeaders(rc, { 'Content-Range': contentRange(offset, rows, total) })
  if (!fn.returnsSet) {
    // A function returning one row answers with that object, not an array.
    headers.set('Content-Type', 'application/json; charset=utf-8')
    const text = rows === 1 ? (result?.body ?? '[]').slice(1, -1).trim() : 'null'
    return new Response(rc.method === 'HEAD' ? null : text, { status: 200, headers })
  }
  if (rc.method === 'HEAD') return emptyResponse(200, headers)
  return jsonResponse(rc, 200, result?.body ?? '[]', rows, headers)
}
