// What an RPC request passes a function, read as PostgREST reads it: GET arguments are the query
// parameters without an operator (the others filter the result), a POST body is JSON (named
// arguments), a form, or raw text, XML or bytes for a function with one parameter of that type.
import { OPERATORS } from './parse-filter.ts'
import type { PayloadKind } from './rpc-resolve.ts'
import { parseJsonBody } from './write.ts'

export interface RpcPayload {
  kind: PayloadKind
  /** The argument names the request gives (a JSON object's keys, or parameter names). */
  keys: string[]
  /** Named values from a query string or form (kind 'query'). */
  args: Record<string, string>
  /** The body as sent: JSON or plain text, or bytes. */
  raw: string | Uint8Array
  /** Query parameters left over as filters on the result. */
  filters: Array<[string, string]>
}

/** Whether a query value reads as `[not.]op[(modifier)].value`, i.e. a filter, not an argument. */
function hasOperator(value: string): boolean {
  const rest = value.startsWith('not.') ? value.slice(4) : value
  const m = /^([a-z]+)(?:\([A-Za-z0-9_]+\))?\./.exec(rest)
  return m !== null && OPERATORS.has(m[1] ?? '')
}

function fromPairs(pairs: Array<[string, string]>, filters: Array<[string, string]>): RpcPayload {
  const args: Record<string, string> = {}
  for (const [k, v] of pairs) args[k] = v
  return { kind: 'query', keys: Object.keys(args), args, raw: JSON.stringify(args), filters }
}

const RAW_TYPES: Record<string, PayloadKind> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytes',
}

export async function readRpcPayload(
  req: Request,
  plain: Array<[string, string]>,
  isGet: boolean,
): Promise<RpcPayload> {
  if (isGet) {
    return fromPairs(
      plain.filter(([, v]) => !hasOperator(v)),
      plain.filter(([, v]) => hasOperator(v)),
    )
  }
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/x-www-form-urlencoded') {
    return fromPairs([...new URLSearchParams(await req.text())], plain)
  }
  const rawKind = RAW_TYPES[type]
  if (rawKind === 'bytes') {
    const raw = new Uint8Array(await req.arrayBuffer())
    return { kind: rawKind, keys: [], args: {}, raw, filters: plain }
  }
  if (rawKind) return { kind: rawKind, keys: [], args: {}, raw: await req.text(), filters: plain }
  const text = await req.text()
  const body = parseJsonBody(text, {})
  const objects = Array.isArray(body) ? body : [body]
  const keys = new Set<string>()
  for (const o of objects) {
    if (typeof o === 'object' && o !== null && !Array.isArray(o)) {
      for (const k of Object.keys(o)) keys.add(k)
    }
  }
  const raw = text.trim() === '' ? '{}' : text
  return { kind: 'json', keys: [...keys], args: {}, raw, filters: plain }
}
