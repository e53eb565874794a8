// Calling functions: POST /rpc/fn with named JSON arguments, GET /rpc/fn?arg=... (read-only),
// returning scalars, single rows, sets of rows (filterable like a table) or nothing (void).
import { PgrstError } from './errors.ts'
import { inRequestTx, type RestContext } from './context.ts'
import { filtersFrom } from './parse-query.ts'
import { aggregateSql, baseHeaders, contentRange, emptyResponse, jsonResponse } from './respond.ts'
import type { FunctionArg, FunctionInfo } from './schema-cache.ts'
import { Params, ident, limitSql, orderSql, qualified, selectListSql, whereSql } from './sql.ts'
import { readJsonBody } from './write.ts'

const inputArgs = (f: FunctionInfo): FunctionArg[] =>
  f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v')
const isJsonType = (t: string): boolean => t === 'json' || t === 'jsonb'

/** A JS array as a Postgres array literal ({a,"b c",NULL,{1,2}}). */
export function pgArrayLiteral(values: unknown[]): string {
  const item = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL'
    if (Array.isArray(v)) return pgArrayLiteral(v)
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v)
    return `"${text.replace(/(["\\])/g, '\\$1')}"`
  }
  return `{${values.map(item).join(',')}}`
}

function argText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null
  if (isJsonType(type)) return JSON.stringify(value)
  if (Array.isArray(value))
    return type.endsWith('[]') ? pgArrayLiteral(value) : JSON.stringify(value)
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function notFound(name: string, keys: string[]): PgrstError {
  const what =
    keys.length === 0 ? 'without parameters' : `with parameters ${[...keys].sort().join(', ')}`
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length === 0 ? '' : `(${[...keys].sort().join(', ')})`} in the schema cache`,
    `Searched for the function public.${name} ${what} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  )
}

function pickOverload(
  candidates: FunctionInfo[],
  keys: string[],
  rawBody: boolean,
): FunctionInfo | null {
  for (const f of candidates) {
    const ins = inputArgs(f)
    if (rawBody && ins.length === 1 && ins[0]?.name === '' && isJsonType(ins[0].type)) return f
    const names = new Set(ins.map((a) => a.name))
    const required = ins.filter((a) => !a.hasDefault).map((a) => a.name)
    if (keys.every((k) => names.has(k)) && required.every((r) => keys.includes(r))) return f
  }
  return null
}

export async function callFunction(rc: RestContext, name: string): Promise<Response> {
  let cache = await rc.cache.get()
  if (!cache.functions.has(name)) cache = await rc.cache.refresh()
  const candidates = cache.functions.get(name) ?? []
  const isGet = rc.method === 'GET' || rc.method === 'HEAD'
  let args: Record<string, unknown> = {}
  let plainFilters = rc.query.plain
  let body: unknown = {}
  if (isGet) {
    const argNames = new Set(candidates.flatMap((f) => inputArgs(f).map((a) => a.name)))
    args = Object.fromEntries(rc.query.plain.filter(([k]) => argNames.has(k)))
    plainFilters = rc.query.plain.filter(([k]) => !argNames.has(k))
  } else {
    body = await readJsonBody(rc.req, {})
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      args = body as Record<string, unknown>
  }
  const keys = Object.keys(args)
  const fn = pickOverload(candidates, keys, !isGet) ?? null
  if (!fn) throw notFound(name, keys)

  const ins = inputArgs(fn)
  const wholeBody = !isGet && ins.length === 1 && ins[0]?.name === '' && isJsonType(ins[0].type)
  const callSql = (params: Params): string => {
    if (wholeBody)
      return `${qualified(fn.schema, fn.name)}(${params.add(JSON.stringify(body))}::${ins[0]?.type ?? 'json'})`
    const named = ins
      .filter((a) => a.name in args)
      .map((a) => `${ident(a.name)} := ${params.add(argText(args[a.name], a.type))}::${a.type}`)
    return `${qualified(fn.schema, fn.name)}(${named.join(', ')})`
  }
  const params = new Params()
  const call = callSql(params)

  const conditions = [...rc.query.conditions, ...filtersFrom(plainFilters)]
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
    const headers = baseHeaders(rc)
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
  const countSql = `select count(*)::int as total from ${callSql(countParams)} as ${alias}${whereSql(conditions, countParams, '_f')}`
  const { result, total } = await inRequestTx(rc, readOnly, async (tx) => ({
    result: (await tx.query<{ n: number; body: string }>(sql, params.values)).rows[0],
    total: rc.prefs.count
      ? ((await tx.query<{ total: number }>(countSql, countParams.values)).rows[0]?.total ?? 0)
      : null,
  }))
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
