// Resolving a request's embedded resources against the schema cache: each embed gets its
// relationship, its relation (columns checked) and the filters, order, limit and offset that
// `path.to.embed.<column|order|limit|offset|or|and>` parameters give it.
import { checkColumns, findRelation, type RestContext } from './context.ts'
import { PgrstError } from './errors.ts'
import { findRelationship } from './find-relationship.ts'
import { parseLogicTree, splitTopLevel, unquote, type ColumnRef } from './parse-filter.ts'
import type { Condition } from './parse-filter.ts'
import {
  filtersFrom,
  notEmbedded,
  parseNonNegative,
  parseOrder,
  type EmbedSelect,
  type OrderItem,
  type SelectItem,
} from './parse-query.ts'
import { isToOne, type Relationship } from './relationships.ts'
import type { Relation } from './schema-cache.ts'

export interface EmbedNode {
  select: EmbedSelect
  rel: Relation
  relationship: Relationship
  /** The key the embed has in the output and in parameters: its alias, else its name. */
  key: string
  toOne: boolean
  /** SQL aliases: `table` for the embedded table, `join` for its lateral subquery. */
  table: string
  join: string
  columns: SelectItem[]
  embeds: EmbedNode[]
  conditions: Condition[]
  order: OrderItem[]
  limit: number | null
  offset: number
}

export interface EmbedPlan {
  embeds: EmbedNode[]
  /** The parameters that are filters on the root relation. */
  rootFilters: Condition[]
  /** The root's order, related terms (`embed(col)`) pointing at their embed's subquery. */
  order: OrderItem[]
}

const SUFFIXES = new Set(['order', 'limit', 'offset', 'or', 'and'])

/** `a.b.col` -> path [a, b] and `col`; `a.not.or` -> path [a] and `not.or`; root keys -> null. */
function splitKey(key: string): { path: string[]; param: string } | null {
  const arrow = key.indexOf('->')
  const head = arrow < 0 ? key : key.slice(0, arrow)
  const tail = arrow < 0 ? '' : key.slice(arrow)
  const parts = splitTopLevel(head, '.')
  if (parts.length < 2) return null
  const last = parts.at(-1) ?? ''
  let cut = parts.length - 1
  let param = last + tail
  if (tail === '' && SUFFIXES.has(last)) {
    const negated = (last === 'or' || last === 'and') && parts.length > 2 && parts.at(-2) === 'not'
    if (negated) cut--
    param = negated ? `not.${last}` : last
  }
  return { path: parts.slice(0, cut).map(unquote), param }
}

function findNode(embeds: EmbedNode[], path: string[]): EmbedNode {
  let level = embeds
  let node: EmbedNode | undefined
  for (const name of path) {
    node = level.find((e) => e.key === name)
    if (!node) {
      const aliased = level.find((e) => e.select.alias !== null && e.select.name === name)
      throw notEmbedded(name, aliased?.select.alias ?? null)
    }
    level = node.embeds
  }
  if (!node) throw notEmbedded(path[0] ?? '', null)
  return node
}

function applyParam(node: EmbedNode, param: string, value: string): void {
  if (param === 'order') node.order.push(...parseOrder(value))
  else if (param === 'limit') node.limit = parseNonNegative('limit', value)
  else if (param === 'offset') node.offset = parseNonNegative('offset', value)
  else if (param === 'or' || param === 'and')
    node.conditions.push(parseLogicTree(param, false, value))
  else if (param === 'not.or' || param === 'not.and')
    node.conditions.push(parseLogicTree(param === 'not.or' ? 'or' : 'and', true, value))
  else node.conditions.push(...filtersFrom([[param, value]]))
}

/** A filter `embed=is.null` / `embed=not.is.null` on an embedded resource of this level. */
export function embedNullFilter(c: Condition, embeds: EmbedNode[]): EmbedNode | null {
  if (c.kind !== 'filter' || c.column.path.length > 0 || c.op !== 'is') return null
  if (!['null', 'not_null'].includes(c.value.toLowerCase())) return null
  return embeds.find((e) => e.key === c.column.name) ?? null
}

/** Every column the conditions name, leaving out null checks on embeds. */
export function filterColumns(conditions: Condition[], embeds: EmbedNode[]): ColumnRef[] {
  const out: ColumnRef[] = []
  const walk = (c: Condition): void => {
    if (c.kind !== 'filter') c.items.forEach(walk)
    else if (!embedNullFilter(c, embeds)) out.push(c.column)
  }
  conditions.forEach(walk)
  return out
}

async function resolve(
  rc: RestContext,
  origin: Relation,
  selects: EmbedSelect[],
  counter: { n: number },
): Promise<EmbedNode[]> {
  const nodes: EmbedNode[] = []
  for (const select of selects) {
    let cache = await rc.cache.get()
    let relationship: Relationship
    try {
      relationship = findRelationship(
        cache.relationships,
        rc.schema,
        origin.name,
        select.name,
        select.hint,
      )
    } catch (error) {
      // Foreign keys added since the cache was loaded (test DDL, a new migration): look again once.
      if (!(error instanceof PgrstError) || error.code !== 'PGRST200') throw error
      cache = await rc.cache.refresh()
      relationship = findRelationship(
        cache.relationships,
        rc.schema,
        origin.name,
        select.name,
        select.hint,
      )
    }
    const { rel } = await findRelation(rc, relationship.foreignTable)
    counter.n += 1
    const n = counter.n
    nodes.push({
      select,
      rel,
      relationship,
      key: select.alias ?? select.name,
      toOne: isToOne(relationship),
      table: `pgrst_t${n}`,
      join: `pgrst_e${n}`,
      columns: select.columns,
      embeds: await resolve(rc, rel, select.embeds, counter),
      conditions: [],
      order: [],
      limit: null,
      offset: 0,
    })
  }
  return nodes
}

/** Orders on `embed(col)` read the to-one embed's subquery; a to-many one is PGRST118. */
function relatedOrder(order: OrderItem[], embeds: EmbedNode[], origin: string): OrderItem[] {
  return order.map((o) => {
    if (o.relation === undefined) return o
    const node = embeds.find((e) => e.key === o.relation)
    if (!node) throw notEmbedded(o.relation, null)
    if (!node.toOne) {
      throw new PgrstError(
        400,
        'PGRST118',
        `A related order on '${node.key}' is not possible`,
        `'${origin}' and '${node.key}' do not form a many-to-one or one-to-one relationship`,
      )
    }
    return { ...o, relation: node.join }
  })
}

/** Every column a level names on its own relation: select, filters, (unrelated) order. */
export function levelColumns(
  columns: SelectItem[],
  conditions: Condition[],
  order: OrderItem[],
  embeds: EmbedNode[],
): ColumnRef[] {
  return [
    ...columns.filter((c) => !c.star).map((c) => c.column),
    ...filterColumns(conditions, embeds),
    ...order.filter((o) => o.relation === undefined).map((o) => o.column),
  ]
}

async function checkNode(rc: RestContext, node: EmbedNode): Promise<void> {
  node.order = relatedOrder(node.order, node.embeds, node.rel.name)
  const refs = levelColumns(node.columns, node.conditions, node.order, node.embeds)
  node.rel = await checkColumns(rc, node.rel, refs)
  for (const child of node.embeds) await checkNode(rc, child)
}

/** Resolves the embeds of `rc.query` from `root` and routes the plain parameters to them. */
export async function planEmbeds(rc: RestContext, root: Relation): Promise<EmbedPlan> {
  const embeds = await resolve(rc, root, rc.query.embeds, { n: 0 })
  const rootPlain: Array<[string, string]> = []
  for (const [key, value] of rc.query.plain) {
    const split = splitKey(key)
    if (split === null) rootPlain.push([key, value])
    else applyParam(findNode(embeds, split.path), split.param, value)
  }
  for (const node of embeds) await checkNode(rc, node)
  return {
    embeds,
    rootFilters: filtersFrom(rootPlain),
    order: relatedOrder(rc.query.order, embeds, root.name),
  }
}
