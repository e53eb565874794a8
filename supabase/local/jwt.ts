// JWTs as GoTrue issues them and PostgREST verifies them: signed with the project's asymmetric
// signing key when it has one (ES256/RS256, the CLI's default), else with the HS256 secret. Both
// kinds verify, as on hosted projects: the API keys stay HS256 tokens of the secret.
import {
  decodeProtectedHeader,
  errors,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type KeyObject,
} from 'jose'
import { ASYMMETRIC_ALGS, publicJwk, signingKeyOf } from './signing-keys.ts'
import { JwtError, type Claims, type Jwt } from './types.ts'

/** PostgREST allows 30 s of clock skew on exp, nbf and iat. */
const CLOCK_SKEW_SECONDS = 30
/** Audiences Supabase tokens carry: GoTrue's default `authenticated`; API keys carry none. */
const ACCEPTED_AUDIENCES = new Set(['authenticated', 'anon', 'service_role'])

type AsymmetricKey = CryptoKey | KeyObject | Uint8Array

export function createJwt(
  secret: string,
  defaultExpirySeconds = 3600,
  signingKeys: JWK[] = [],
): Jwt {
  const key = new TextEncoder().encode(secret)
  const signer = signingKeyOf(signingKeys)
  // Imported once, on first use (importJWK is asynchronous).
  const imported = new Map<JWK, Promise<AsymmetricKey>>()
  const keyFor = (jwk: JWK): Promise<AsymmetricKey> => {
    let found = imported.get(jwk)
    if (!found) {
      // WebCrypto refuses a private key whose key_ops also name "verify": import without them.
      const { key_ops: _ops, ...material } = jwk
      found = importJWK(material, jwk.alg)
      imported.set(jwk, found)
    }
    return found
  }

  async function sign(claims: Claims, expiresInSeconds = defaultExpirySeconds): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    const payload: Claims = { iat: now, exp: now + expiresInSeconds, ...claims }
    if (!signer) {
      return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key)
    }
    return new SignJWT(payload)
      .setProtectedHeader({ alg: signer.alg!, kid: signer.kid!, typ: 'JWT' })
      .sign(await keyFor(signer))
  }

  /** The secret for HS256; for ES256/RS256 the published key with the token's kid (or any). */
  async function verificationKey(alg: unknown, kid: unknown): Promise<AsymmetricKey> {
    if (alg === 'HS256') return key
    const candidates = signingKeys.filter(
      (k) => k.alg === alg && (typeof kid !== 'string' || k.kid === kid),
    )
    if (typeof alg !== 'string' || !ASYMMETRIC_ALGS.has(alg) || candidates.length === 0) {
      throw new JwtError('bad_alg', `Wrong or unsupported encoding algorithm: ${String(alg)}`)
    }
    return keyFor(publicJwk(candidates[0]!))
  }

  async function verify(token: string): Promise<Claims> {
    if (!token) throw new JwtError('missing', 'No JWT given')
    let header: { alg?: unknown; kid?: unknown }
    try {
      header = decodeProtectedHeader(token)
    } catch {
      throw new JwtError('malformed', 'JWT cannot be decoded')
    }
    const verifyWith = await verificationKey(header.alg, header.kid)
    let payload: Record<string, unknown>
    try {
      const verified = await jwtVerify(token, verifyWith, {
        algorithms: [String(header.alg)],
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

  return { sign, verify, jwks: () => signingKeys.map(publicJwk) }
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
