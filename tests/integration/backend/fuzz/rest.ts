// Random PostgREST requests against the REST fixture: reads, writes and RPC with random
// filters, operators, values, select lists, Prefer/Accept/Range headers, roles and bodies.
import {
  chance,
  deepValue,
  int,
  jsonValue,
  oddBody,
  pick,
  queryValue,
  type FuzzRequest,
  type Keys,
  type Rand,
} from './random.ts'

/** Each relation with its columns, so most filters and bodies name real ones. */
const RELATIONS: Record<string, string[]> = {
  items: ['id', 'name', 'qty', 'price', 'tags', 'data', '"camelCase"', '_modified', '_deleted'],
  todos: ['id', 'owner', 'title', 'done', 'note', 'created_at'],
  tags: ['name', 'uses', 'label'],
  item_totals: ['tag', 'n'],
  missing: ['id'],
}
const ODD_COLUMNS = ['nope', 'id%00', 'data->a->>b', 'data->>0', '"a""b"', 'a.b', '']
const OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is']
const RARE_OPS = ['isdistinct', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr']
const ODD_OPS = ['nxr', 'nxl', 'adj', 'bogus', '']
const RPC: Record<string, string[]> = {
  add: ['a', 'b'],
  hello: ['name'],
  echo: [''],
  sum_array: ['xs'],
  numbers: ['n'],
  table_fn: ['min_qty'],
  items_with_min_qty: ['min_qty'],
  first_item: [],
  fail_with: ['kind'],
  touch_tag: ['tag'],
  whoami: [],
  missing: ['x'],
}
const PREFER = [
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=bogus',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'missing=default',
  'tx=rollback',
  'handling=strict',
  'max-affected=1',
  'params=single-object',
  'frobnicate',
]
const ACCEPT = [
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'text/csv',
  '*/*',
  'application/openapi+json',
  ';;;',
]

function column(r: Rand, columns: string[]): string {
  return chance(r, 0.85) ? pick(r, columns) : pick(r, ODD_COLUMNS)
}

function operator(r: Rand): string {
  const base = chance(r, 0.75)
    ? pick(r, OPS)
    : chance(r, 0.7)
      ? pick(r, RARE_OPS)
      : pick(r, ODD_OPS)
  const quantified = chance(r, 0.1) ? `${base}(${pick(r, ['any', 'all', 'english', 'x'])})` : base
  return chance(r, 0.15) ? `not.${quantified}` : quantified
}

function operand(r: Rand, op: string): string {
  if (!op.endsWith('in') && !chance(r, 0.1)) return queryValue(r)
  return `(${Array.from({ length: int(r, 4) }, () => queryValue(r)).join(',')})`
}

function condition(r: Rand, columns: string[], depth: number): string {
  if (depth < 3 && chance(r, 0.25)) {
    const items = Array.from({ length: 1 + int(r, 3) }, () => condition(r, columns, depth + 1))
    return `${chance(r, 0.2) ? 'not.' : ''}${pick(r, ['and', 'or'])}(${items.join(',')})`
  }
  const op = operator(r)
  return `${column(r, columns)}.${op}.${operand(r, op)}`
}

function selectList(r: Rand, columns: string[]): string {
  const items = Array.from({ length: 1 + int(r, 4) }, () => {
    const c = column(r, columns)
    const roll = r()
    if (roll < 0.1) return `alias:${c}`
    if (roll < 0.2) return `${c}::${pick(r, ['text', 'int', 'bool', 'json', 'nope', 'x y'])}`
    if (roll < 0.25) return `${c}.${pick(r, ['count', 'sum', 'avg', 'max'])}()`
    if (roll < 0.3) return `${pick(r, ['other', 'items', 'todos'])}(*)`
    if (roll < 0.35) return pick(r, ['*', 'count()', '(', '"', '...items(id)'])
    return c
  })
  return items.join(',')
}

function query(r: Rand, columns: string[]): string {
  const parts: string[] = []
  if (chance(r, 0.5)) parts.push(`select=${selectList(r, columns)}`)
  for (let i = int(r, 4); i > 0; i--) {
    const op = operator(r)
    parts.push(`${column(r, columns)}=${op}.${operand(r, op)}`)
  }
  if (chance(r, 0.3))
    parts.push(`${pick(r, ['or', 'and', 'not.or'])}=(${condition(r, columns, 0)})`)
  if (chance(r, 0.2))
    parts.push(`order=${column(r, columns)}${pick(r, ['', '.desc.nullslast', '.up'])}`)
  if (chance(r, 0.15)) parts.push(`limit=${pick(r, ['1', '0', '-1', 'abc', '1e3', '%00', '5'])}`)
  if (chance(r, 0.1)) parts.push(`offset=${pick(r, ['1', '-5', 'x', '99999999999'])}`)
  if (chance(r, 0.1)) parts.push(`on_conflict=${column(r, columns)}`)
  if (chance(r, 0.1)) parts.push(`columns=${column(r, columns)},${column(r, columns)}`)
  return parts.join('&')
}

function headers(r: Rand, keys: Keys): Record<string, string> {
  const h: Record<string, string> = { apikey: chance(r, 0.9) ? keys.anon : keys.service }
  const auth = pick(r, [
    keys.service,
    keys.service,
    keys.user,
    keys.user,
    keys.anon,
    null,
    `${keys.user}x`,
    'a.b.c',
  ])
  if (auth !== null) h.Authorization = `Bearer ${auth}`
  if (chance(r, 0.5)) {
    h.Prefer = Array.from({ length: 1 + int(r, 3) }, () => pick(r, PREFER)).join(', ')
  }
  if (chance(r, 0.3)) h.Accept = pick(r, ACCEPT)
  if (chance(r, 0.1)) h.Range = pick(r, ['0-1', '5-2', 'items=1-', 'x', '0-99999999999999'])
  if (chance(r, 0.05)) h['Accept-Profile'] = pick(r, ['public', 'auth', 'x'])
  if (chance(r, 0.05)) h['Content-Profile'] = pick(r, ['public', 'storage'])
  h['Content-Type'] = chance(r, 0.9) ? 'application/json' : pick(r, ['text/plain', 'text/csv'])
  return h
}

/** A row-shaped body for `columns`: real column names, random (sometimes deep) values. */
function rowBody(r: Rand, columns: string[]): string {
  if (chance(r, 0.15)) return oddBody(r)
  const row = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {}
    for (let i = 1 + int(r, 3); i > 0; i--) {
      out[pick(r, columns).replace(/"/g, '')] = jsonValue(r, 1, columns)
    }
    return out
  }
  const text = chance(r, 0.3)
    ? JSON.stringify(Array.from({ length: 1 + int(r, 3) }, row))
    : JSON.stringify(row())
  return chance(r, 0.1)
    ? text.replace(/\{/, `{"${pick(r, columns).replace(/"/g, '')}":${deepValue(r)},`)
    : text
}

function rpcRequest(r: Rand, keys: Keys): FuzzRequest {
  const fn = pick(r, Object.keys(RPC))
  const args = RPC[fn] ?? []
  const method = pick(r, ['GET', 'POST', 'POST', 'HEAD', 'PATCH'])
  const params = args.map((a) => `${a}=${queryValue(r)}`).filter(() => chance(r, 0.8))
  const q = [...params, chance(r, 0.3) ? query(r, ['id', 'qty', 'item_id', 'amount']) : '']
  let body: string | undefined
  if (method === 'POST') {
    const obj: Record<string, unknown> = {}
    for (const a of args) if (chance(r, 0.8)) obj[a] = jsonValue(r, 1, args)
    body = chance(r, 0.2)
      ? oddBody(r)
      : chance(r, 0.1)
        ? `{"${args[0] ?? 'a'}":${deepValue(r)}}`
        : JSON.stringify(obj)
  }
  return {
    method,
    path: `/rest/v1/rpc/${fn}?${q.filter((s) => s !== '').join('&')}`,
    headers: headers(r, keys),
    body,
  }
}

export function restRequest(r: Rand, keys: Keys): FuzzRequest {
  if (chance(r, 0.2)) return rpcRequest(r, keys)
  const name = pick(r, Object.keys(RELATIONS))
  const columns = RELATIONS[name] ?? []
  const method = pick(r, ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT'])
  const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT'
  return {
    method,
    path: `/rest/v1/${chance(r, 0.02) ? `${name}%00` : name}?${query(r, columns)}`,
    headers: headers(r, keys),
    body: hasBody ? rowBody(r, columns) : undefined,
  }
}
