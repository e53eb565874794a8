// Turning parsed requests into SQL: identifiers always quoted, values always bound parameters
// (untyped, so Postgres casts them to the column's type as PostgREST relies on).
import { parseError } from './errors.ts'
import {
  parseList,
  type ColumnRef,
  type Condition,
  type Filter,
  type LogicTree,
} from './parse-filter.ts'
import type { OrderItem, SelectItem } from './parse-query.ts'
import type { Relation } from './schema-cache.ts'

export function ident(name: string): string {
  if (name.includes('\0')) throw parseError('Identifiers cannot contain NUL characters')
  return `"${name.replace(/"/g, '""')}"`
}

export function literal(value: string): string {
  if (value.includes('\0')) throw parseError('Values cannot contain NUL characters')
  return `'${value.replace(/'/g, "''")}'`
}

export const qualified = (schema: string, name: string): string => `${ident(schema)}.${ident(name)}`

/** Postgres' protocol carries at most 65535 parameters per statement. */
const MAX_PARAMS = 65_000

export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    if (typeof value === 'string' && value.includes('\0'))
      throw parseError('Values cannot contain NUL characters')
    if (this.values.length >= MAX_PARAMS) {
      throw parseError(
        'Too many values in one request',
        `At most ${MAX_PARAMS} values are accepted`,
      )
    }
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A text array literal with every element quoted: {"a","b,c"}. */
export function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`
}

/** `data->'a'->>'b'`, with integer keys as array indexes. */
export function columnSql(col: ColumnRef, qualifier: string | null = null): string {
  let sql = qualifier ? `${qualifier}.${ident(col.name)}` : ident(col.name)
  for (const step of col.path) {
    sql += `${step.arrow}${/^-?\d+$/.test(step.key) ? step.key : literal(step.key)}`
  }
  return sql
}

/** The output name PostgREST gives a select item: alias, else last JSON key, else the column. */
export function outputName(item: SelectItem): string {
  return item.alias ?? item.column.path.at(-1)?.key ?? item.column.name
}

export function selectListSql(
  items: SelectItem[],
  rel: Relation | null,
  qualifier: string | null = null,
): string {
  const out: string[] = []
  for (const item of items) {
    if (item.star) {
      if (rel)
        out.push(...rel.columnOrder.map((c) => (qualifier ? `${qualifier}.${ident(c)}` : ident(c))))
      else out.push(qualifier ? `${qualifier}.*` : '*')
      continue
    }
    let expr = columnSql(item.column, qualifier)
    if (item.cast) expr = `(${expr})::${item.cast}`
    out.push(`${expr} as ${ident(outputName(item))}`)
  }
  return out.length > 0 ? out.join(', ') : 'null'
}

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}
const FTS_FN: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
}

function filterSql(f: Filter, params: Params, qualifier: string | null): string {
  const col = columnSql(f.column, qualifier)
  let sql: string
  const likeValue = (v: string): string =>
    f.op === 'like' || f.op === 'ilike' ? v.replace(/\*/g, '%') : v
  if (f.op === 'is') {
    const v = IS_VALUES[f.value.toLowerCase()]
    if (!v)
      throw parseError(
        `"failed to parse filter (is.${f.value})"`,
        'is accepts null, not_null, true, false or unknown',
      )
    sql = `${col} is ${v}`
  } else if (f.op === 'in') {
    const list = parseList(f.value)
    // One array parameter (as PostgREST does): any list length, index-friendly `= any`.
    sql = list.length === 0 ? 'false' : `${col} = any(${params.add(pgArray(list))})`
  } else if (f.op === 'isdistinct') {
    sql = `${col} is distinct from ${params.add(f.value)}`
  } else if (FTS_FN[f.op]) {
    const config = f.modifier ? `${literal(f.modifier)}::regconfig, ` : ''
    sql = `${col} @@ ${FTS_FN[f.op]}(${config}${params.add(f.value)})`
  } else if (f.modifier === 'any' || f.modifier === 'all') {
    const list = parseList(f.value.replace(/^\{(.*)\}$/s, '($1)'))
    const arr = params.add(
      `{${list.map((v) => `"${likeValue(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`,
    )
    const textual = ['like', 'ilike', 'match', 'imatch'].includes(f.op)
    sql = `${textual ? `(${col})::text` : col} ${COMPARE[f.op]} ${f.modifier}(${arr}${textual ? '::text[]' : ''})`
  } else {
    const op = COMPARE[f.op]
    if (!op) throw parseError(`Unknown operator ${f.op}`)
    const textual = ['like', 'ilike', 'match', 'imatch'].includes(f.op)
    sql = `${textual ? `(${col})::text` : col} ${op} ${params.add(likeValue(f.value))}`
  }
  return f.negate ? `not (${sql})` : sql
}

const plainFilter = (c: Condition | undefined, op: string): c is Filter =>
  c?.kind === 'filter' &&
  c.op === op &&
  !c.negate &&
  c.modifier === null &&
  c.column.path.length === 0

/**
 * RxDB's pull checkpoint `or(a.gt.M, and(a.eq.M, b.gt.ID))` as the equivalent row comparison
 * `(a, b) > (M, ID)` (same result, NULLs included), which an index on (a, b) answers directly
 * instead of filtering every earlier row: pulls stay O(page) however far they are.
 */
function keysetSql(c: LogicTree, params: Params, qualifier: string | null): string | null {
  if (c.kind !== 'or' || c.negate || c.items.length !== 2) return null
  const [first, second] = c.items
  if (second?.kind !== 'and' || second.negate || second.items.length !== 2) return null
  const [eq, next] = second.items
  for (const op of ['gt', 'lt'] as const) {
    if (!plainFilter(first, op) || !plainFilter(eq, 'eq') || !plainFilter(next, op)) continue
    if (first.column.name !== eq.column.name || first.value !== eq.value) continue
    const cols = `(${columnSql(first.column, qualifier)}, ${columnSql(next.column, qualifier)})`
    return `${cols} ${op === 'gt' ? '>' : '<'} (${params.add(first.value)}, ${params.add(next.value)})`
  }
  return null
}

/** Renders a filter that is not on a column (`embed=is.null` on an embedded resource), or null. */
export type FilterHook = (f: Filter) => string | null

export function conditionSql(
  c: Condition,
  params: Params,
  qualifier: string | null = null,
  hook?: FilterHook,
): string {
  if (c.kind === 'filter') return hook?.(c) ?? filterSql(c, params, qualifier)
  const keyset = keysetSql(c, params, qualifier)
  if (keyset) return keyset
  const joined = c.items
    .map((i) => `(${conditionSql(i, params, qualifier, hook)})`)
    .join(c.kind === 'and' ? ' and ' : ' or ')
  return c.negate ? `not (${joined})` : joined
}

export function whereSql(
  conditions: Condition[],
  params: Params,
  qualifier: string | null = null,
  hook?: FilterHook,
): string {
  if (conditions.length === 0) return ''
  return (
    ' where ' + conditions.map((c) => `(${conditionSql(c, params, qualifier, hook)})`).join(' and ')
  )
}

export function orderSql(order: OrderItem[], qualifier: string | null = null): string {
  if (order.length === 0) return ''
  return (
    ' order by ' +
    order
      .map(
        (o) =>
          `${columnSql(o.column, o.relation ? ident(o.relation) : qualifier)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
      )
      .join(', ')
  )
}

export function limitSql(limit: number | null, offset: number, params: Params): string {
  let sql = ''
  if (limit !== null) sql += ` limit ${params.add(limit)}`
  if (offset > 0) sql += ` offset ${params.add(offset)}`
  return sql
}
