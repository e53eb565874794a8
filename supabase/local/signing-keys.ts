// Asymmetric JWT signing keys (JWKs) as the Supabase CLI gives them to GoTrue: user tokens are
// signed with the first key whose key_ops include "sign", and GET /auth/v1/.well-known/jwks.json
// publishes the public halves so clients (supabase-js getClaims) verify tokens without a round trip.
import { readFileSync } from 'node:fs'
import type { JWK } from 'jose'

/**
 * The CLI's built-in local signing key (supabase/cli pkg/config NewConfig): `supabase start`
 * signs user tokens with it unless [auth] signing_keys_path names others. It is public
 * knowledge, like the demo JWT secret: for local development only.
 */
export const CLI_DEFAULT_SIGNING_KEY: JWK = {
  kty: 'EC',
  kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90',
  use: 'sig',
  key_ops: ['sign', 'verify'],
  alg: 'ES256',
  ext: true,
  crv: 'P-256',
  x: 'M5Sjqn5zwC9Kl1zVfUUGvv9boQjCGd45G8sdopBExB4',
  y: 'P6IXMvA2WYXSHSOMTBH2jsw_9rrzGy89FjPf6oOsIxQ',
  d: 'dIhR8wywJlqlua4y_yMq2SLhlFXDZJBCvFrY1DCHyVU',
}

/** Algorithms this backend signs and verifies with a JWK. */
export const ASYMMETRIC_ALGS = new Set(['ES256', 'RS256'])

/** Members of a private JWK that must never be published. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']

/** The public half of a key, as GoTrue's JWKS endpoint lists it (key_ops: verify only). */
export function publicJwk(key: JWK): JWK {
  const pub: Record<string, unknown> = { ...key, key_ops: ['verify'] }
  for (const member of PRIVATE_MEMBERS) delete pub[member]
  return pub as JWK
}

/** The key GoTrue signs with: the first with key_ops "sign" (null = the HS256 secret). */
export function signingKeyOf(keys: JWK[]): JWK | null {
  return keys.find((k) => k.key_ops?.includes('sign') && ASYMMETRIC_ALGS.has(k.alg ?? '')) ?? null
}

/** Reads a signing_keys.json (a JSON array of JWKs, as `supabase gen signing-key` writes). */
export function readSigningKeys(file: string): JWK[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const keys = Array.isArray(parsed) ? parsed : [parsed]
  for (const key of keys) {
    const k = key as JWK
    if (typeof k !== 'object' || k === null || !ASYMMETRIC_ALGS.has(k.alg ?? '') || !k.kid) {
      throw new Error(`${file}: every signing key needs a kid and alg ES256 or RS256`)
    }
  }
  return keys as JWK[]
}
