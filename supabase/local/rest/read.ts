// GET and HEAD on a table or view.
import { PgrstError } from './errors.ts'
import { checkColumns, findRelation, inRequestTx, type RestContext } from './context.ts'
import { levelColumns, planEmbeds, type EmbedNode } from './embed-plan.ts'
import { embedsSql, levelWhere, selectWithEmbeds } from './embed-sql.ts'
import { aggregateSql, baseHeaders, contentRange, emptyResponse, jsonResponse } from './respond.ts'
import { Params, limitSql, orderSql, qualified } from './sql.ts'

export async function readRelation(rc: RestContext, name: string): Promise<Response> {
  const found = await findRelation(rc, name)
  const plan = await planEmbeds(rc, found.rel)
  const conditions = [...rc.query.conditions, ...plan.rootFilters]
  const rel = await checkColumns(
    rc,
    found.rel,
    levelColumns(rc.query.select, conditions, plan.order, plan.embeds),
  )
  const table = qualified(rel.schema, rel.name)
  const offset = rc.range?.offset ?? rc.query.offset
  let limit = rc.query.limit
  if (rc.range?.limit != null)
    limit = limit === null ? rc.range.limit : Math.min(limit, rc.range.limit)
  const isHead = rc.method === 'HEAD'

  const whereOf = (params: Params, used?: Set<EmbedNode>): string => {
    const parts = levelWhere(conditions, plan.embeds, params, table, used)
    return parts.length > 0 ? ` where ${parts.join(' and ')}` : ''
  }
  const params = new Params()
  const embeds = embedsSql(plan.embeds, table, params)
  const select = selectWithEmbeds({ columns: rc.query.select, rel }, table, embeds.outputs)
  const source = `select ${select} from ${table}${embeds.joins.join('')}${whereOf(params)}${orderSql(plan.order, table)}${limitSql(limit, offset, params)}`
  // The count needs only the embeds that can drop rows: inner joins and null checks on embeds.
  const countParams = new Params()
  const checked = new Set<EmbedNode>()
  const countWhere = whereOf(countParams, checked)
  const countJoins = embedsSql(
    plan.embeds,
    table,
    countParams,
    (e) => e.select.join === 'inner' || checked.has(e),
  ).joins
  const countSql = `select count(*)::int as total from ${table}${countJoins.join('')}${countWhere}`

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
