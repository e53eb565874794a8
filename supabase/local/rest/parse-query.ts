// Parsing the query string of a REST request: select list, filters, logic trees, order,
// limit/offset, columns, on_conflict. Everything unknown here is a column filter.
import { PgrstError, parseError } from './errors.ts'
import {
  parseFilterValue,
  parseLogicTree,
  readColumnRef,
  splitTopLevel,
  unquote,
  type ColumnRef,
  type Condition,
} from './parse-filter.ts'

export interface SelectItem {
  /** `*` selects every column */
  star: boolean
  column: ColumnRef
  alias: string | null
  cast: string | null
}

export interface OrderItem {
  column: ColumnRef
  descending: boolean
  nulls: 'first' | 'last' | null
}

export interface ParsedQuery {
  select: SelectItem[]
  conditions: Condition[]
  order: OrderItem[]
  limit: number | null
  offset: number
  columns: string[] | null
  onConflict: string[] | null
  /** Parameters that are not reserved, kept raw: RPC GET takes its arguments from these. */
  plain: Array<[string, string]>
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'or',
  'and',
  'not.or',
  'not.and',
])
const CAST_RE = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])*$/
const STAR: SelectItem = { star: true, column: { name: '*', path: [] }, alias: null, cast: null }

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null) return [STAR]
  // Whitespace outside double quotes is insignificant (postgrest-js strips it too).
  const compact = raw.replace(
    /("(?:[^"\\]|\\.)*")|\s+/g,
    (m, quoted: string | undefined) => quoted ?? '',
  )
  if (compact === '') return [STAR]
  return splitTopLevel(compact).map(parseSelectItem)
}

function parseSelectItem(item: string): SelectItem {
  if (item === '*') return STAR
  if (item.startsWith('...') || /^[^"]*\(/.test(item.replace(/"[^"]*"/g, ''))) {
    if (/\(\)$/.test(item) || /\.(count|sum|avg|min|max)\(\)/.test(item)) {
      throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
    }
    const name =
      item
        .replace(/^\.\.\./, '')
        .replace(/^[^:(]*:/, '')
        .split(/[!(]/)[0] ?? item
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship for '${name}' in the schema cache`,
      'Resource embedding is not supported by the local server',
    )
  }
  let alias: string | null = null
  let rest = item
  const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^":]+):(?!:)/.exec(rest)
  if (aliasMatch?.[1]) {
    alias = unquote(aliasMatch[1])
    rest = rest.slice(aliasMatch[0].length)
  }
  const { column, rest: after } = readColumnRef(rest, false)
  let cast: string | null = null
  if (after.startsWith('::')) {
    cast = after.slice(2)
    if (!CAST_RE.test(cast))
      throw parseError(`"failed to parse select parameter (${item})"`, `Invalid cast "${cast}"`)
  } else if (after !== '') {
    throw parseError(`"failed to parse select parameter (${item})"`, `Unexpected "${after}"`)
  }
  return { star: false, column, alias, cast }
}

export function parseOrder(raw: string): OrderItem[] {
  return splitTopLevel(raw).map((part) => {
    const { column, rest } = readColumnRef(part.trim(), true)
    const mods = rest === '' ? [] : rest.replace(/^\./, '').split('.')
    if (rest !== '' && !rest.startsWith('.')) throw parseError(`"failed to parse order (${raw})"`)
    let descending = false
    let nulls: OrderItem['nulls'] = null
    for (const mod of mods) {
      if (mod === 'asc') descending = false
      else if (mod === 'desc') descending = true
      else if (mod === 'nullsfirst') nulls = 'first'
      else if (mod === 'nullslast') nulls = 'last'
      else throw parseError(`"failed to parse order (${raw})"`, `Unknown modifier "${mod}"`)
    }
    return { column, descending, nulls }
  })
}

function parseNonNegative(name: string, raw: string): number {
  if (!/^\d+$/.test(raw.trim())) throw parseError(`"failed to parse ${name} parameter (${raw})"`)
  return Number(raw.trim())
}

function parseColumnsList(raw: string): string[] {
  return splitTopLevel(raw).map((c) => {
    const name = unquote(c.trim())
    if (name === '') throw parseError(`"failed to parse columns parameter (${raw})"`)
    return name
  })
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = {
    select: parseSelect(params.get('select')),
    conditions: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    onConflict: null,
    plain: [],
  }
  for (const [key, value] of params) {
    switch (key) {
      case 'select':
        break
      case 'order':
        parsed.order.push(...parseOrder(value))
        break
      case 'limit':
        parsed.limit = parseNonNegative('limit', value)
        break
      case 'offset':
        parsed.offset = parseNonNegative('offset', value)
        break
      case 'columns':
        parsed.columns = parseColumnsList(value)
        break
      case 'on_conflict':
        parsed.onConflict = parseColumnsList(value)
        break
      case 'or':
      case 'and':
        parsed.conditions.push(parseLogicTree(key, false, value))
        break
      case 'not.or':
      case 'not.and':
        parsed.conditions.push(parseLogicTree(key === 'not.or' ? 'or' : 'and', true, value))
        break
      default:
        parsed.plain.push([key, value])
    }
  }
  return parsed
}

/** Turns the plain parameters into column filters (for RPC, minus the function's arguments). */
export function filtersFrom(plain: Array<[string, string]>): Condition[] {
  return plain.map(([key, value]) => {
    if (RESERVED.has(key)) throw parseError(`Unexpected parameter ${key}`)
    if (
      /^[^">-]+\.(or|and|order|limit|offset|select)$/.test(key) ||
      /^[^"]+\.[^>]*$/.test(key.split('->')[0] ?? '')
    ) {
      throw new PgrstError(
        400,
        'PGRST108',
        `'${key.split('.')[0]}' is not an embedded resource in this request`,
        'Filters on embedded resources are not supported by the local server',
      )
    }
    const { column, rest } = readColumnRef(key, false)
    if (rest !== '') throw parseError(`"failed to parse filter (${key})"`)
    return parseFilterValue(column, value)
  })
}
