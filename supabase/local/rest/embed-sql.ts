// Embedded resources as SQL, the way PostgREST builds them: one statement where each embed is a
// lateral subquery on its parent row (an object for to-one, json_agg for to-many), so row level
// security applies to every embedded table and a thousand parents cost one query, not a thousand.
import { embedNullFilter, type EmbedNode } from './embed-plan.ts'
import type { Condition } from './parse-filter.ts'
import {
  conditionSql,
  ident,
  limitSql,
  orderSql,
  outputName,
  qualified,
  selectListSql,
  type FilterHook,
  type Params,
} from './sql.ts'

export interface EmbedSql {
  /** Select-list entries giving each embed's output (after the parent's own columns). */
  outputs: string[]
  /** The lateral joins, in order. */
  joins: string[]
}

/** The names a node's row query outputs (what a spread lifts into its parent). */
function outputNames(node: EmbedNode): string[] {
  const names = node.columns.flatMap((c) => (c.star ? node.rel.columnOrder : [outputName(c)]))
  for (const child of node.embeds) {
    if (child.select.spread) names.push(...outputNames(child))
    else if (!child.select.empty) names.push(child.key)
  }
  return names
}

/** `embed=is.null` filters of a level as checks on that embed's lateral subquery. */
export function nullFilterHook(embeds: EmbedNode[], used?: Set<EmbedNode>): FilterHook {
  return (f) => {
    const node = embedNullFilter(f, embeds)
    if (!node) return null
    used?.add(node)
    const isNull = (f.value.toLowerCase() === 'null') !== f.negate
    const value =
      node.toOne || node.select.spread
        ? `row_to_json(${ident(node.join)}.*)`
        : `${ident(node.join)}."pgrst_agg"`
    return `${value} is ${isNull ? '' : 'not '}null`
  }
}

/** The where clause of a level: its conditions, with null checks on its embeds. */
export function levelWhere(
  conditions: Condition[],
  embeds: EmbedNode[],
  params: Params,
  qualifier: string,
  used?: Set<EmbedNode>,
): string[] {
  const hook = nullFilterHook(embeds, used)
  return conditions.map((c) => `(${conditionSql(c, params, qualifier, hook)})`)
}

function rowQuery(node: EmbedNode, parent: string, params: Params): string {
  const t = ident(node.table)
  const nested = embedsSql(node.embeds, t, params)
  const select = selectWithEmbeds(node, t, nested.outputs)
  const target = `${qualified(node.rel.schema, node.rel.name)} as ${t}`
  const { junction, columns: pairs } = node.relationship
  let from = target
  let links: string[]
  if (node.relationship.computed) {
    // The function receives the parent row: `fn(parent.*)`.
    from = `${qualified(node.rel.schema, node.relationship.constraint)}(${parent}.*) as ${t}`
    links = []
  } else if (junction) {
    const j = ident(`${node.table}_j`)
    const on = junction.targetColumns.map(([tc, jc]) => `${t}.${ident(tc)} = ${j}.${ident(jc)}`)
    from = `${target} join ${qualified(node.rel.schema, junction.table)} as ${j} on ${on.join(' and ')}`
    links = junction.sourceColumns.map(([oc, jc]) => `${j}.${ident(jc)} = ${parent}.${ident(oc)}`)
  } else {
    links = pairs.map(([oc, fc]) => `${t}.${ident(fc)} = ${parent}.${ident(oc)}`)
  }
  const where = [...links, ...levelWhere(node.conditions, node.embeds, params, t)]
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : ''
  return `select ${select} from ${from}${nested.joins.join('')}${whereSql}${orderSql(node.order, t)}${limitSql(node.limit, node.offset, params)}`
}

function embedSql(node: EmbedNode, parent: string, params: Params): EmbedSql {
  const e = ident(node.join)
  const rows = rowQuery(node, parent, params)
  const kind = node.select.join === 'inner' ? ' inner' : ' left'
  const names = node.select.spread ? outputNames(node) : []
  if (node.toOne) {
    const outputs = node.select.spread
      ? names.map((n) => `${e}.${ident(n)}`)
      : node.select.empty
        ? []
        : [`row_to_json(${e}.*)::jsonb as ${ident(node.key)}`]
    return { outputs, joins: [`${kind} join lateral (${rows}) as ${e} on true`] }
  }
  const a = ident(`${node.join}_rows`)
  if (node.select.spread) {
    // A to-many spread gives each of its columns as an array, in the embed's order.
    const arrays = names.map(
      (n) => `coalesce(json_agg(${a}.${ident(n)}), '[]')::jsonb as ${ident(n)}`,
    )
    const agg = `select ${[...arrays, 'count(*) as "pgrst_n"'].join(', ')} from (${rows}) as ${a}`
    const on = node.select.join === 'inner' ? `${e}."pgrst_n" > 0` : 'true'
    return {
      outputs: names.map((n) => `${e}.${ident(n)}`),
      joins: [`${kind} join lateral (${agg}) as ${e} on ${on}`],
    }
  }
  const agg = `select json_agg(${a})::jsonb as "pgrst_agg" from (${rows}) as ${a}`
  const on = node.select.join === 'inner' ? `${e}."pgrst_agg" is not null` : 'true'
  return {
    outputs: node.select.empty ? [] : [`coalesce(${e}."pgrst_agg", '[]') as ${ident(node.key)}`],
    joins: [`${kind} join lateral (${agg}) as ${e} on ${on}`],
  }
}

/** Outputs and joins of a level's embeds; `only` limits the joins (count queries). */
export function embedsSql(
  embeds: EmbedNode[],
  parent: string,
  params: Params,
  only?: (node: EmbedNode) => boolean,
): EmbedSql {
  const out: EmbedSql = { outputs: [], joins: [] }
  for (const node of embeds) {
    if (only && !only(node)) continue
    const one = embedSql(node, parent, params)
    out.outputs.push(...one.outputs)
    out.joins.push(...one.joins)
  }
  return out
}

/** The select list of a level: its columns, then its embeds' outputs (never empty SQL). */
export function selectWithEmbeds(
  node: { columns: EmbedNode['columns']; rel: EmbedNode['rel'] },
  qualifier: string,
  embedOutputs: string[],
): string {
  const columns = node.columns.length > 0 ? [selectListSql(node.columns, node.rel, qualifier)] : []
  return [...columns, ...embedOutputs].join(', ')
}
