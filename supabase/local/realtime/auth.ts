// Turns the token a realtime client presents (apikey query param, join access_token or an
// access_token push) into claims, with the error reasons the hosted server gives.
import { JwtError, type Claims, type ServerContext } from '../types.ts'

export class RealtimeAuthError extends Error {}

/** Claims for `token`, or RealtimeAuthError with a reason realtime-js shows as the error. */
export async function claimsForToken(ctx: ServerContext, token: unknown): Promise<Claims> {
  if (typeof token !== 'string' || token === '') {
    throw new RealtimeAuthError('InvalidJWTToken: No token provided')
  }
  // New-style publishable keys stand for the anon role, as the hosted gateway maps them.
  if (token.startsWith('sb_publishable_')) return { role: 'anon' }
  let claims: Claims
  try {
    claims = await ctx.jwt.verify(token)
  } catch (error) {
    if (error instanceof JwtError && error.reason === 'expired') {
      throw new RealtimeAuthError(
        `InvalidJWTToken: Token has expired ${expiredAgo(token)} seconds ago`,
      )
    }
    const message = error instanceof Error ? error.message : String(error)
    throw new RealtimeAuthError(`InvalidJWTToken: ${message}`)
  }
  if (typeof claims.exp !== 'number' || typeof claims.role !== 'string') {
    throw new RealtimeAuthError('InvalidJWTToken: Fields `role` and `exp` are required in JWT')
  }
  return claims
}

function expiredAgo(token: string): number {
  try {
    const part = token.split('.')[1] ?? ''
    const exp = (JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { exp?: unknown })
      .exp
    return typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000) - exp) : 0
  } catch {
    return 0
  }
}

/** Milliseconds until the claims expire, or null when they never do within a timer's reach. */
export function msUntilExpiry(claims: Claims): number | null {
  if (typeof claims.exp !== 'number') return null
  const ms = claims.exp * 1000 - Date.now()
  return ms > 2_000_000_000 ? null : Math.max(0, ms)
}

/** Key grouping subscribers whose row visibility is the same (same role and claims). */
export function claimsKey(claims: Claims): string {
  const { exp: _exp, iat: _iat, session_id: _sid, ...rest } = claims
  return JSON.stringify(rest)
}
