// postgres_changes filters: `col=op.value`, several comma-joined and ANDed, as realtime-js
// builds them (values with , ( ) " \ or edge spaces are double-quoted). Each filter compiles
// to a SQL boolean over the alias `r`, evaluated on the change's row image with
// jsonb_populate_record so comparisons use the column's own type, as the hosted server does.

export interface FilterCondition {
  column: string
  op: string
  negate: boolean
  values: string[]
}

export class FilterError extends Error {}

const OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
}

/** Splits on `sep` outside double quotes and parentheses. */
function splitTop(input: string, sep: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string
    if (quoted && c === '\\' && i + 1 < input.length) {
      current += c + (input[++i] as string)
      continue
    }
    if (c === '"') quoted = !quoted
    else if (!quoted && c === '(') depth++
    else if (!quoted && c === ')') depth--
    if (c === sep && !quoted && depth === 0) {
      parts.push(current)
      current = ''
    } else current += c
  }
  if (quoted || depth !== 0) throw new FilterError('unbalanced quotes or parentheses')
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  const v = value
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return v
}

export function parseFilter(filter: string): FilterCondition[] {
  if (filter.trim() === '') return []
  return splitTop(filter, ',').map((part) => {
    const eq = part.indexOf('=')
    if (eq <= 0) throw new FilterError(`invalid filter "${part}": expected column=operator.value`)
    const column = part.slice(0, eq).trim()
    let rest = part.slice(eq + 1)
    let negate = false
    if (rest.startsWith('not.')) {
      negate = true
      rest = rest.slice(4)
    }
    const dot = rest.indexOf('.')
    const op = dot < 0 ? rest : rest.slice(0, dot)
    const raw = dot < 0 ? '' : rest.slice(dot + 1)
    if (op === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')')) {
        throw new FilterError(`invalid filter "${part}": in expects (a,b,...)`)
      }
      const inner = raw.slice(1, -1)
      const values = inner === '' ? [] : splitTop(inner, ',').map(unquote)
      return { column, op, negate, values }
    }
    if (op !== 'is' && !(op in OPS)) throw new FilterError(`invalid filter operator "${op}"`)
    return { column, op, negate, values: [unquote(raw)] }
  })
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`

export function quoteLiteral(value: string): string {
  if (value.includes('\0')) throw new FilterError('filter values cannot contain NUL')
  return `'${value.replace(/'/g, "''")}'`
}

/** SQL boolean for the conditions over alias r; columns must be among `columns`. */
export function filterSql(conditions: FilterCondition[], columns: ReadonlySet<string>): string {
  if (conditions.length === 0) return 'true'
  return conditions
    .map((c) => {
      if (!columns.has(c.column)) throw new FilterError(`unknown column "${c.column}" in filter`)
      const col = `r.${quoteIdent(c.column)}`
      const sql = conditionSql(col, c)
      return c.negate ? `(not coalesce(${sql}, false))` : `coalesce(${sql}, false)`
    })
    .join(' and ')
}

function conditionSql(col: string, c: FilterCondition): string {
  const value = c.values[0] ?? ''
  if (c.op === 'in') {
    if (c.values.length === 0) return 'false'
    return `(${col} in (${c.values.map(quoteLiteral).join(', ')}))`
  }
  if (c.op === 'is') {
    const v = value.toLowerCase()
    if (v === 'null') return `(${col} is null)`
    if (v === 'not_null') return `(${col} is not null)`
    if (v === 'true' || v === 'false' || v === 'unknown') return `(${col} is ${v})`
    throw new FilterError(`invalid filter value for is: "${value}"`)
  }
  const literal = quoteLiteral(
    c.op === 'like' || c.op === 'ilike' ? value.replace(/\*/g, '%') : value,
  )
  return `(${col} ${OPS[c.op] as string} ${literal})`
}
