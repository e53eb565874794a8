// Parsing PostgREST filter syntax: `op.value`, `not.op.value`, quantifiers `eq(any)`, fts
// configs `fts(english)`, `in.(a,"b,c")` lists and `or=(a.eq.1,and(b.gt.2,"c".lt.3))` trees.
import { parseError } from './errors.ts'

export interface JsonStep {
  arrow: '->' | '->>'
  key: string
}

export interface ColumnRef {
  name: string
  path: JsonStep[]
}

export interface Filter {
  kind: 'filter'
  column: ColumnRef
  negate: boolean
  op: string
  /** `any`/`all` for eq(any), like(all)...; the text search config for fts(english). */
  modifier: string | null
  value: string
}

export interface LogicTree {
  kind: 'and' | 'or'
  negate: boolean
  items: Condition[]
}

export type Condition = Filter | LogicTree

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
])
const QUANTIFIABLE = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts'])

/** Splits on `sep` at parenthesis depth 0 and outside double quotes (backslash escapes inside). */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quoted) {
      if (ch === '\\') i++
      else if (ch === '"') quoted = false
    } else if (ch === '"') quoted = true
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === sep && depth === 0) {
      parts.push(input.slice(start, i))
      start = i + 1
    }
    if (depth < 0) throw parseError(`Unbalanced parentheses in "${input}"`)
  }
  if (quoted) throw parseError(`Unterminated double quote in "${input}"`)
  if (depth !== 0) throw parseError(`Unbalanced parentheses in "${input}"`)
  parts.push(input.slice(start))
  return parts
}

/** `"a \"b\""` -> `a "b"`; anything not fully quoted is returned as is. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

/** Reads a column reference (quoted or bare, with ->/->> steps) and returns it with the rest. */
export function readColumnRef(
  input: string,
  stopAtDot: boolean,
): { column: ColumnRef; rest: string } {
  let i = 0
  const readName = (): string => {
    if (input[i] === '"') {
      let out = ''
      i++
      while (i < input.length && input[i] !== '"') {
        if (input[i] === '\\') i++
        out += input[i] ?? ''
        i++
      }
      if (input[i] !== '"') throw parseError(`Unterminated quoted identifier in "${input}"`)
      i++
      return out
    }
    const start = i
    while (
      i < input.length &&
      !(stopAtDot && input[i] === '.') &&
      !input.startsWith('->', i) &&
      !input.startsWith('::', i)
    )
      i++
    return input.slice(start, i)
  }
  const name = readName().trim()
  if (name === '') throw parseError(`Missing column name in "${input}"`)
  const path: JsonStep[] = []
  while (input.startsWith('->', i)) {
    const arrow = input.startsWith('->>', i) ? '->>' : '->'
    i += arrow.length
    const key = readName()
    if (key === '') throw parseError(`Missing JSON key in "${input}"`)
    path.push({ arrow, key })
  }
  return { column: { name, path }, rest: input.slice(i) }
}

/** Parses `[not.]op[(modifier)].value` for a given column. */
export function parseFilterValue(column: ColumnRef, raw: string): Filter {
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0)
    throw parseError(
      `"failed to parse filter (${raw})"`,
      `Expected an operator and a value, e.g. eq.1`,
    )
  const opToken = rest.slice(0, dot)
  const value = rest.slice(dot + 1)
  const m = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?$/.exec(opToken)
  const op = m?.[1] ?? ''
  const modifier = m?.[2] ?? null
  if (!m || !OPERATORS.has(op))
    throw parseError(`"failed to parse filter (${raw})"`, `Unknown operator "${opToken}"`)
  if (
    modifier !== null &&
    !FTS.has(op) &&
    !(QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all'))
  ) {
    throw parseError(
      `"failed to parse filter (${raw})"`,
      `Operator ${op} does not take "(${modifier})"`,
    )
  }
  return { kind: 'filter', column, negate, op, modifier, value }
}

/** Parses the value of `or=`/`and=` (the `(...)` list) into a tree. */
/** Deeper trees are refused: no client needs them and they would only cost stack. */
const MAX_TREE_DEPTH = 32

export function parseLogicTree(
  kind: 'and' | 'or',
  negate: boolean,
  raw: string,
  depth = 1,
): LogicTree {
  if (depth > MAX_TREE_DEPTH) {
    throw parseError(
      `"failed to parse logic tree"`,
      `Logic trees nest at most ${MAX_TREE_DEPTH} levels`,
    )
  }
  const trimmed = raw.trim()
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError(
      `"failed to parse logic tree (${raw})"`,
      'Expected a parenthesised list, e.g. (a.eq.1,b.gt.2)',
    )
  }
  const inner = trimmed.slice(1, -1)
  if (inner.trim() === '')
    throw parseError(`"failed to parse logic tree (${raw})"`, 'The list is empty')
  const items = splitTopLevel(inner).map((part) => parseTreeItem(part.trim(), depth))
  return { kind, negate, items }
}

function parseTreeItem(item: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
  if (nested) {
    const kind = nested[2] as 'and' | 'or'
    return parseLogicTree(kind, nested[1] !== undefined, nested[3] ?? '', depth + 1)
  }
  const { column, rest } = readColumnRef(item, true)
  if (!rest.startsWith('.'))
    throw parseError(`"failed to parse logic tree (${item})"`, 'Expected column.operator.value')
  const filter = parseFilterValue(column, rest.slice(1))
  return { ...filter, value: filter.op === 'in' ? filter.value : unquote(filter.value) }
}

/** `(a,"b,c", d)` -> ['a', 'b,c', 'd'] for `in`. */
export function parseList(raw: string): string[] {
  const trimmed = raw.trim()
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError(`"failed to parse filter (in.${raw})"`, 'Expected a list such as in.(1,2,3)')
  }
  const inner = trimmed.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((v) => {
    const t = v.trim()
    return t.startsWith('"') ? unquote(t) : t
  })
}
