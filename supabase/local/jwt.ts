// HS256 JWTs as GoTrue issues them and PostgREST verifies them.
import { errors, jwtVerify, SignJWT, decodeProtectedHeader } from 'jose'
import { JwtError, type Claims, type Jwt } from './types.ts'

/** PostgREST allows 30 s of clock skew on exp, nbf and iat. */
const CLOCK_SKEW_SECONDS = 30
/** Audiences Supabase tokens carry: GoTrue's default `authenticated`; API keys carry none. */
const ACCEPTED_AUDIENCES = new Set(['authenticated', 'anon', 'service_role'])

export function createJwt(secret: string, defaultExpirySeconds = 3600): Jwt {
  const key = new TextEncoder().encode(secret)

  async function sign(claims: Claims, expiresInSeconds = defaultExpirySeconds): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    const payload: Claims = { iat: now, exp: now + expiresInSeconds, ...claims }
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key)
  }

  async function verify(token: string): Promise<Claims> {
    if (!token) throw new JwtError('missing', 'No JWT given')
    let alg: unknown
    try {
      alg = decodeProtectedHeader(token).alg
    } catch {
      throw new JwtError('malformed', 'JWT cannot be decoded')
    }
    if (alg !== 'HS256')
      throw new JwtError('bad_alg', `Wrong or unsupported encoding algorithm: ${String(alg)}`)
    let payload: Record<string, unknown>
    try {
      const verified = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      })
      payload = verified.payload
    } catch (error) {
      throw toJwtError(error)
    }
    const aud = payload.aud
    if (aud !== undefined) {
      const auds = Array.isArray(aud) ? aud : [aud]
      if (!auds.some((a) => typeof a === 'string' && ACCEPTED_AUDIENCES.has(a))) {
        throw new JwtError('bad_audience', 'JWT not in audience')
      }
    }
    const role = typeof payload.role === 'string' && payload.role !== '' ? payload.role : 'anon'
    return { ...payload, role }
  }

  return { sign, verify }
}

function toJwtError(error: unknown): JwtError {
  if (error instanceof errors.JWTExpired) return new JwtError('expired', 'JWT expired')
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new JwtError('bad_signature', 'JWT cryptographic operation failed')
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new JwtError('bad_alg', 'Wrong or unsupported encoding algorithm')
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new JwtError('malformed', `JWT claim validation failed: ${error.claim}`)
  }
  return new JwtError('malformed', 'JWT cannot be decoded')
}
