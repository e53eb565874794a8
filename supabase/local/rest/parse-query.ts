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
import { parseSelect, type EmbedSelect, type SelectItem } from './parse-select.ts'

export type { EmbedSelect, SelectItem }

export interface OrderItem {
  column: ColumnRef
  descending: boolean
  nulls: 'first' | 'last' | null
  /** `embed(col)`: a column of a to-one embedded resource (later its lateral subquery's alias). */
  relation?: string
}

export interface ParsedQuery {
  /** The selected columns; embedded resources (output after them, as PostgREST does) apart. */
  select: SelectItem[]
  embeds: EmbedSelect[]
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
export function parseOrder(raw: string): OrderItem[] {
  return splitTopLevel(raw).map((part) => {
    const related = /^([^"().]+)\(([^()]+)\)(.*)$/s.exec(part.trim())
    const { column, rest } = related
      ? { column: readColumnRef(related[2] ?? '', false).column, rest: related[3] ?? '' }
      : readColumnRef(part.trim(), true)
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
    return related
      ? { column, descending, nulls, relation: related[1] }
      : { column, descending, nulls }
  })
}

/** PGRST108: a parameter names an embedded resource the select does not have (or by its name when
 * the select gave it an alias). */
export function notEmbedded(name: string, alias: string | null): PgrstError {
  return alias === null
    ? new PgrstError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      )
    : new PgrstError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        'Target names are not allowed in filters if they have an alias',
        `Change '${name}' to '${alias}' in filters, orders or limits.`,
      )
}

export function parseNonNegative(name: string, raw: string): number {
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
  const selected = parseSelect(params.get('select'))
  const parsed: ParsedQuery = {
    select: selected.columns,
    embeds: selected.embeds,
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
      throw notEmbedded(unquote(key.split('.')[0] ?? key), null)
    }
    const { column, rest } = readColumnRef(key, false)
    if (rest !== '') throw parseError(`"failed to parse filter (${key})"`)
    return parseFilterValue(column, value)
  })
}
