// CORS for every service: browsers preflight every Supabase call (apikey, authorization, prefer...).
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD'
const DEFAULT_ALLOW_HEADERS =
  'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, ' +
  'x-supabase-api-version, x-retry-count, x-region, range, accept'
/** What PostgREST, GoTrue and the functions relay expose, so clients can read counts and codes. */
const EXPOSE_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Content-Profile, Date, Location, ' +
  'Server, Transfer-Encoding, Range-Unit, Preference-Applied, Proxy-Status, X-Total-Count, Link, ' +
  'X-Supabase-Api-Version, X-Relay-Error, WWW-Authenticate, Retry-After'

const withoutCorsHeaders = new WeakSet<Response>()

/** Marks a response other origins' pages must not read (the dev mailbox): it gets no CORS headers. */
export function withoutCors(response: Response): Response {
  withoutCorsHeaders.add(response)
  return response
}

export const wantsCors = (response: Response): boolean => !withoutCorsHeaders.has(response)

/** The answer to an OPTIONS preflight on any path. */
export function preflight(requestHeaders: Headers): Response {
  const headers = new Headers()
  applyCors(headers)
  headers.set('Access-Control-Allow-Methods', ALLOW_METHODS)
  headers.set(
    'Access-Control-Allow-Headers',
    requestHeaders.get('access-control-request-headers') || DEFAULT_ALLOW_HEADERS,
  )
  headers.set('Access-Control-Max-Age', '86400')
  return new Response(null, { status: 204, headers })
}

/** Adds the CORS headers a handler did not set itself. */
export function applyCors(headers: Headers | Record<string, string | string[]>): void {
  const has = (name: string) =>
    headers instanceof Headers ? headers.has(name) : name.toLowerCase() in headers
  const set = (name: string, value: string) =>
    headers instanceof Headers ? headers.set(name, value) : (headers[name.toLowerCase()] = value)
  if (!has('Access-Control-Allow-Origin')) set('Access-Control-Allow-Origin', '*')
  if (!has('Access-Control-Expose-Headers')) set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
}
