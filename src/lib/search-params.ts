// Query strings stay plain strings end to end, so a URL leaves the router exactly as it came in
// (the router's default JSON-ish encoding would turn ?api_version=2 into ?api_version=%222%22).
export type SearchRecord = Record<string, string>

export function parseSearch(query: string): SearchRecord {
  const out: SearchRecord = {}
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ''))) {
    if (!(key in out)) out[key] = value
  }
  return out
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** A same-origin path safe to return to after sign-in ("/x", never "//host" or "http:"). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}
