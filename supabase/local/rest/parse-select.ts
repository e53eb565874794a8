// The `select` parameter: columns (`*`, `alias:col`, `col::cast`, `json->k`) and embedded
// resources (`alias:table!hint!inner(...)`, spreads `...table(...)`), nested to any depth.
import { PgrstError, parseError } from './errors.ts'
import { readColumnRef, splitTopLevel, unquote, type ColumnRef } from './parse-filter.ts'

export interface SelectItem {
  /** `*` selects every column */
  star: boolean
  column: ColumnRef
  alias: string | null
  cast: string | null
}

export interface EmbedSelect {
  /** The target as written: a table, a foreign key name or a foreign key column. */
  name: string
  alias: string | null
  hint: string | null
  join: 'inner' | 'left' | null
  spread: boolean
  columns: SelectItem[]
  embeds: EmbedSelect[]
  /** `name()`: joined (to filter with) but left out of the output. */
  empty: boolean
}

export interface SelectTree {
  columns: SelectItem[]
  embeds: EmbedSelect[]
}

const CAST_RE = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])*$/
const STAR: SelectItem = { star: true, column: { name: '*', path: [] }, alias: null, cast: null }
const NAME_RE = /^("(?:[^"\\]|\\.)*"|[^"!:()]+)/

export function parseSelect(raw: string | null): SelectTree {
  if (raw === null) return { columns: [STAR], embeds: [] }
  // Whitespace outside double quotes is insignificant (postgrest-js strips it too).
  const compact = raw.replace(
    /("(?:[^"\\]|\\.)*")|\s+/g,
    (m, quoted: string | undefined) => quoted ?? '',
  )
  if (compact === '') return { columns: [STAR], embeds: [] }
  return parseItems(compact)
}

function parseItems(list: string): SelectTree {
  const tree: SelectTree = { columns: [], embeds: [] }
  if (list === '') return tree
  for (const item of splitTopLevel(list)) {
    if (item.startsWith('...') || /\(/.test(item.replace(/"(?:[^"\\]|\\.)*"/g, ''))) {
      tree.embeds.push(parseEmbed(item))
    } else {
      tree.columns.push(parseColumnItem(item))
    }
  }
  return tree
}

function readName(text: string, item: string): { name: string; rest: string } {
  const m = NAME_RE.exec(text)
  if (!m?.[1]) throw parseError(`"failed to parse select parameter (${item})"`)
  return { name: unquote(m[1]), rest: text.slice(m[1].length) }
}

function parseEmbed(item: string): EmbedSelect {
  if (/(^|[.:])(count|sum|avg|min|max)\(\)(::[\w [\]]+)?$/.test(item)) {
    throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
  }
  const spread = item.startsWith('...')
  let head = spread ? item.slice(3) : item
  let alias: string | null = null
  const aliasMatch = spread ? null : /^("(?:[^"\\]|\\.)*"|[^":!(]+):(?!:)/.exec(head)
  if (aliasMatch?.[1]) {
    alias = unquote(aliasMatch[1])
    head = head.slice(aliasMatch[0].length)
  }
  const { name, rest } = readName(head, item)
  if (name === 'count')
    throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
  let hint: string | null = null
  let join: EmbedSelect['join'] = null
  let after = rest
  while (after.startsWith('!')) {
    const param = readName(after.slice(1), item)
    if (param.name === 'inner' || param.name === 'left') join = param.name
    else hint = param.name
    after = param.rest
  }
  if (!after.startsWith('(') || !after.endsWith(')'))
    throw parseError(`"failed to parse select parameter (${item})"`, `Unexpected "${after}"`)
  const inner = parseItems(after.slice(1, -1))
  const empty = inner.columns.length === 0 && inner.embeds.length === 0
  return { name, alias, hint, join, spread, ...inner, empty }
}

function parseColumnItem(item: string): SelectItem {
  if (item === '*') return STAR
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
