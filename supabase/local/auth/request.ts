// Reading auth requests: JSON bodies and the bearer JWT, checked the way GoTrue checks them.
import { parseJson } from '../http/json.ts'
import { JwtError, type Claims, type ServerContext } from '../types.ts'
import { AuthError, badRequest, forbidden } from './errors.ts'
import { sessionExists } from './sessions.ts'
import { findUserById, isUuid, type UserRow } from './users.ts'

export type Body = Record<string, unknown>

/** The JSON object body; an empty body is `{}`. Anything else is GoTrue's 400 bad_json. */
export async function readJson(req: Request): Promise<Body> {
  const text = await req.text()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = parseJson(text)
  } catch (error) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    )
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return parsed as Body
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '')

export function objectOrUndefined(
  value: unknown,
  field: string,
): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('validation_failed', `${field} must be an object`)
  }
  return value as Record<string, unknown>
}

function bearer(req: Request): string {
  const header = req.headers.get('authorization') ?? ''
  const match = /^bearer\s+(\S+)\s*$/i.exec(header)
  if (!match?.[1])
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  return match[1]
}

const JWT_REASON_TEXT: Record<JwtError['reason'], string> = {
  missing: 'token is malformed: token contains an invalid number of segments',
  malformed: 'token is malformed: could not JSON decode token',
  bad_signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  bad_audience: 'token has invalid claims: token has invalid audience',
  bad_alg: 'token is unverifiable: signing method is invalid',
}

/** The verified claims of the bearer token (403 bad_jwt when it does not verify). */
export async function bearerClaims(ctx: ServerContext, req: Request): Promise<Claims> {
  const token = bearer(req)
  try {
    return await ctx.jwt.verify(token)
  } catch (error) {
    const detail = error instanceof JwtError ? JWT_REASON_TEXT[error.reason] : 'token is malformed'
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
}

export interface Authenticated {
  claims: Claims
  user: UserRow
  sessionId: string | null
}

/** The signed-in user behind the bearer token, with GoTrue's 403s for missing users and sessions. */
export async function requireUser(ctx: ServerContext, req: Request): Promise<Authenticated> {
  const claims = await bearerClaims(ctx, req)
  const sub = typeof claims.sub === 'string' ? claims.sub : ''
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(sub)) throw forbidden('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const sid =
    typeof claims.session_id === 'string' && isUuid(claims.session_id) ? claims.session_id : null
  return ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, sub)
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
    if (sid && sid !== '00000000-0000-0000-0000-000000000000' && !(await sessionExists(tx, sid))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    return { claims, user, sessionId: sid }
  })
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/** Admin endpoints need a token whose role is an admin role (the service_role key). */
export async function requireAdmin(ctx: ServerContext, req: Request): Promise<Claims> {
  const claims = await bearerClaims(ctx, req)
  if (!ADMIN_ROLES.has(String(claims.role))) throw forbidden('not_admin', 'User not allowed')
  return claims
}
