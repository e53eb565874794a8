// The API gateway in front of hosted Supabase: every call to a service must carry one of the
// project's keys (the `apikey` header, or `?apikey=` as the realtime socket sends it) before any
// service runs; a missing or unknown key is answered 401 by the gateway itself.
import { timingSafeEqual } from 'node:crypto'

/** Services behind the key check (Kong's key-auth routes of the Supabase stack). */
const KEYED = ['/rest/v1', '/auth/v1', '/realtime/v1', '/storage/v1', '/graphql/v1']
/**
 * Auth routes a browser reaches by following an emailed link or a redirect, and Storage's public
 * and signed URLs (an <img src>, a shared link), which cannot carry a key: the gateway leaves them
 * open (Kong's auth-v1-open* routes; Storage checks its own tokens), matched as path prefixes.
 */
const OPEN = [
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/',
  '/storage/v1/object/public/',
  '/storage/v1/object/sign/',
  '/storage/v1/object/upload/sign/',
]

const under = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)

/** Whether a request to `pathname` must carry an API key. */
export function needsApiKey(pathname: string): boolean {
  return KEYED.some((p) => under(pathname, p)) && !OPEN.some((p) => under(pathname, p))
}

export interface KeyDenial {
  status: 401
  body: { message: string; hint: string }
}

const MISSING: KeyDenial = {
  status: 401,
  body: {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  },
}
const INVALID: KeyDenial = {
  status: 401,
  body: {
    message: 'Invalid API key',
    hint: 'Double check the provided API key for typos. This API key might also be owned by another Supabase project.',
  },
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The key a request presents: the header first, as Kong's key-auth reads it, then the query. */
export function presentedKey(headers: Headers, search: URLSearchParams): string | null {
  return headers.get('apikey') ?? search.get('apikey')
}

/** Null when `key` is one of the project's keys, else why the gateway refuses the request. */
export function checkApiKey(
  key: string | null,
  keys: { anonKey: string; serviceRoleKey: string },
): KeyDenial | null {
  if (key === null || key === '') return MISSING
  return same(key, keys.anonKey) || same(key, keys.serviceRoleKey) ? null : INVALID
}

/**
 * Hands a key given as `?apikey=` on as the header, as the gateway does: services read it in one
 * place, and PostgREST would otherwise take the parameter for a filter.
 */
export function moveQueryKey(url: URL, headers: Headers): void {
  const key = url.searchParams.get('apikey')
  if (key === null) return
  if (!headers.has('apikey')) headers.set('apikey', key)
  url.searchParams.delete('apikey')
}

export function denialResponse(denial: KeyDenial): Response {
  return Response.json(denial.body, {
    status: denial.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })
}
