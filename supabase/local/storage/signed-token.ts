// The tokens of signed URLs, as storage-api makes them: a JWT signed with the project's JWT secret
// (HS256) holding `url` = '<bucket>/<name>', its `scope` (download or upload, so one can never be
// replayed as the other) and `exp`; an upload token also carries the owner and the upsert flag.
import { jwtVerify, SignJWT } from 'jose'
import * as z from 'zod'
import type { ServerContext } from '../types.ts'
import { errors } from './respond.ts'

export type UrlScope = 'download' | 'upload'

const payloadSchema = z.object({
  url: z.string(),
  scope: z.enum(['download', 'upload']),
  exp: z.number(),
  owner: z.string().optional(),
  upsert: z.boolean().optional(),
})

export type UrlTokenPayload = z.infer<typeof payloadSchema>

const secretOf = (ctx: ServerContext): Uint8Array => new TextEncoder().encode(ctx.config.jwtSecret)

/** A token for `url` in `scope`, valid `expiresIn` seconds. */
export function signUrlToken(
  ctx: ServerContext,
  claims: { url: string; scope: UrlScope; owner?: string; upsert?: boolean },
  expiresIn: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + Math.floor(expiresIn))
    .sign(secretOf(ctx))
}

/**
 * The payload of a token presented for `url` in `scope`, or storage-api's refusal: 400
 * InvalidJWT with jose's reason for a forged, malformed or expired token, 400 InvalidSignature
 * for one of another scope or object.
 */
export async function verifyUrlToken(
  ctx: ServerContext,
  token: string | null,
  scope: UrlScope,
  url: string,
): Promise<UrlTokenPayload | Response> {
  if (!token) return errors.invalidRequest("querystring must have required property 'token'")
  let payload: unknown
  try {
    payload = (await jwtVerify(token, secretOf(ctx), { algorithms: ['HS256'] })).payload
  } catch (error) {
    return errors.invalidJwt((error as Error).message)
  }
  const parsed = payloadSchema.safeParse(payload)
  if (!parsed.success || parsed.data.scope !== scope) {
    return errors.invalidSignature(`Token is not scoped for ${scope}`)
  }
  if (parsed.data.url !== url) return errors.invalidSignature()
  return parsed.data
}
