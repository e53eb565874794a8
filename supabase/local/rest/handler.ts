// /rest/v1: the PostgREST dialect supabase-js and RxDB speak, over the shared PGlite.
import { requestClaims } from '../http/claims.ts'
import { restError } from '../http/errors.ts'
import { JwtError, type Claims, type Handler } from '../types.ts'
import type { RestContext } from './context.ts'
import { errorResponse, isPgError, PgrstError } from './errors.ts'
import { openApi } from './openapi.ts'
import { parseQuery } from './parse-query.ts'
import { parsePrefer } from './prefer.ts'
import { readRelation } from './read.ts'
import { callFunction } from './rpc.ts'
import { schemaCacheFor } from './schema-cache.ts'
import { deleteRows, insertRows, updateRows } from './write.ts'

const INVALIDATING = new Set(['42P01', '42703', '42883', '42P10'])

function jwtFailure(error: JwtError): Response {
  const expired = error.reason === 'expired'
  const message =
    error.reason === 'missing' ? 'Empty JWT is sent in Authorization header' : error.message
  return restError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
  })
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new PgrstError(400, 'PGRST100', `Malformed path segment "${segment}"`)
  }
}

function parseRange(header: string | null): RestContext['range'] {
  if (!header) return null
  const m = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header)
  if (!m) return null
  const from = Number(m[1])
  const to = m[2] ? Number(m[2]) : null
  if (to !== null && to < from) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary ${from} is greater than the upper boundary ${to}`,
    )
  }
  return { offset: from, limit: to === null ? null : to - from + 1 }
}

function accepts(req: Request): { single: boolean; stripNulls: boolean } {
  const accept = (req.headers.get('accept') ?? '').toLowerCase()
  const stripNulls = /nulls=stripped/.test(accept)
  if (accept.includes('application/vnd.pgrst.object')) return { single: true, stripNulls }
  const types = accept.split(',').map((t) => t.split(';')[0]?.trim() ?? '')
  const ok = types.some(
    (t) =>
      t === '' ||
      t === '*/*' ||
      t === 'application/*' ||
      t === 'application/json' ||
      t.startsWith('application/vnd.pgrst.array') ||
      t === 'application/openapi+json',
  )
  if (!ok)
    throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`)
  return { single: false, stripNulls }
}

export const restHandler: Handler = async (req, ctx) => {
  let claims: Claims = { role: 'anon' }
  try {
    try {
      claims = await requestClaims(req, ctx)
    } catch (error) {
      if (error instanceof JwtError) return jwtFailure(error)
      throw error
    }
    const url = new URL(req.url)
    const method = req.method.toUpperCase()
    const isRead = method === 'GET' || method === 'HEAD'
    // config.toml's [api] schemas: the first is the default; the profile headers pick another.
    const exposed = ctx.config.apiSchemas
    const profile =
      req.headers.get(isRead ? 'accept-profile' : 'content-profile') ?? exposed[0] ?? 'public'
    if (!exposed.includes(profile)) {
      throw new PgrstError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${exposed.join(', ')}`,
      )
    }
    const segments = url.pathname
      .replace(/^\/rest\/v1\/?/, '')
      .split('/')
      .filter((s) => s !== '')
      .map(decodeSegment)
    const cache = schemaCacheFor(ctx.db.pg, profile)
    if (segments.length === 0) {
      if (!isRead) throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
      return await openApi(await cache.get(), ctx.config.apiUrl)
    }
    const prefs = parsePrefer(req.headers.get('prefer'))
    if (prefs.strict && prefs.invalid.length > 0) {
      throw new PgrstError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `Invalid preferences: ${prefs.invalid.join(', ')}`,
      )
    }
    const query = parseQuery(url.searchParams)
    // [api] max_rows caps what a read or a function answers, never what a write touches, as
    // PostgREST's db-max-rows does.
    const maxRows = ctx.config.maxRows
    if (maxRows > 0 && (isRead || segments[0] === 'rpc')) {
      query.limit = Math.min(query.limit ?? maxRows, maxRows)
    }
    const rc: RestContext = {
      req,
      ctx,
      claims,
      method,
      path: url.pathname,
      schema: profile,
      cache,
      prefs,
      query,
      ...accepts(req),
      range: isRead ? parseRange(req.headers.get('range')) : null,
    }
    try {
      if (segments[0] === 'rpc' && segments.length === 2) {
        if (!['GET', 'HEAD', 'POST'].includes(method))
          throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
        // Embedding on function results is not built: refuse it rather than drop the embeds.
        if (rc.query.embeds.length > 0)
          throw new PgrstError(
            400,
            'PGRST127',
            'Feature not implemented',
            'The local backend does not embed resources in function results',
          )
        return await callFunction(rc, segments[1] ?? '')
      }
      if (segments.length !== 1)
        throw new PgrstError(404, 'PGRST125', `Invalid path specified in request URL`)
      const name = segments[0] ?? ''
      switch (method) {
        case 'GET':
        case 'HEAD':
          return await readRelation(rc, name)
        case 'POST':
          return await insertRows(rc, name)
        case 'PATCH':
          return await updateRows(rc, name)
        case 'DELETE':
          return await deleteRows(rc, name)
        default:
          throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
      }
    } catch (error) {
      if (isPgError(error) && INVALIDATING.has(error.code)) cache.invalidate()
      throw error
    }
  } catch (error) {
    return errorResponse(error, typeof claims.role === 'string' ? claims.role : 'anon')
  }
}
