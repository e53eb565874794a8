// GET and HEAD on a table or view.
import { PgrstError } from './errors.ts'
import {
  checkColumns,
  findRelation,
  inRequestTx,
  queryColumns,
  type RestContext,
} from './context.ts'
import { filtersFrom } from './parse-query.ts'
import { aggregateSql, baseHeaders, contentRange, emptyResponse, jsonResponse } from './respond.ts'
import { Params, limitSql, orderSql, qualified, selectListSql, whereSql } from './sql.ts'

export async function readRelation(rc: RestContext, name: string): Promise<Response> {
  const found = await findRelation(rc, name)
  const conditions = [...rc.query.conditions, ...filtersFrom(rc.query.plain)]
  const rel = await checkColumns(rc, found.rel, queryColumns(rc.query, conditions))
  const table = qualified(rel.schema, rel.name)
  const offset = rc.range?.offset ?? rc.query.offset
  let limit = rc.query.limit
  if (rc.range?.limit != null)
    limit = limit === null ? rc.range.limit : Math.min(limit, rc.range.limit)
  const isHead = rc.method === 'HEAD'

  const params = new Params()
  const where = whereSql(conditions, params, table)
  const source = `select ${selectListSql(rc.query.select, rel, table)} from ${table}${where}${orderSql(rc.query.order, table)}${limitSql(limit, offset, params)}`
  const countParams = new Params()
  const countSql = `select count(*)::int as total from ${table}${whereSql(conditions, countParams, table)}`

  const result = await inRequestTx(rc, true, async (tx) => {
    const total = rc.prefs.count
      ? ((await tx.query<{ total: number }>(countSql, countParams.values)).rows[0]?.total ?? 0)
      : null
    const sql = isHead
      ? `select count(*)::int as n, '' as body from (${source}) _r`
      : aggregateSql(rc, source)
    const row = (await tx.query<{ n: number; body: string }>(sql, params.values)).rows[0]
    return { total, rows: row?.n ?? 0, body: row?.body ?? '[]' }
  })

  if (result.total !== null && offset > 0 && offset > result.total) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
    )
  }
  const headers = baseHeaders(rc, {
    'Content-Range': contentRange(offset, result.rows, result.total),
  })
  const partial = result.total !== null && result.rows < result.total && !rc.single
  const status = partial ? 206 : 200
  if (isHead) {
    if (rc.single && result.rows !== 1) jsonResponse(rc, status, '[]', result.rows, headers)
    return emptyResponse(status, headers)
  }
  return jsonResponse(rc, status, result.body, result.rows, headers)
}
