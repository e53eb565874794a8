// Which role and claims a request runs with, as PostgREST (behind the Supabase gateway) decides.
import { JwtError, type Claims, type ServerContext } from '../types.ts'

export const ANON_CLAIMS: Claims = { role: 'anon' }

/** The bearer token of a request: Authorization first, else the apikey header. */
export function bearerToken(req: Request): string | null {
  const auth = req.headers.get('authorization')
  if (auth !== null) {
    const match = /^bearer\s*(.*)$/i.exec(auth.trim())
    if (!match) throw new JwtError('malformed', 'Authorization header is not a Bearer token')
    return match[1]?.trim() ?? ''
  }
  const apikey = req.headers.get('apikey')
  return apikey && apikey.split('.').length === 3 ? apikey : null
}

/**
 * Verified claims of the request, or anon when it carries no token. New-style publishable keys
 * (`sb_publishable_...`) mean anon, as the hosted gateway maps them. Throws JwtError otherwise.
 */
export async function requestClaims(req: Request, ctx: ServerContext): Promise<Claims> {
  const token = bearerToken(req)
  if (token === null) return ANON_CLAIMS
  if (token === '') throw new JwtError('missing', 'Empty JWT is sent in Authorization header')
  if (token.startsWith('sb_publishable_')) return ANON_CLAIMS
  return ctx.jwt.verify(token)
}
