// Sessions, refresh tokens and the access-token response GoTrue returns on every sign-in.
import { isIP } from 'node:net'
import type { Transaction } from '@electric-sql/pglite'
import type { Claims, ServerContext } from '../types.ts'
import { randomToken } from './tokens.ts'
import { findUserById, userJson, type UserRow } from './users.ts'

/** How the session was authenticated (GoTrue's `amr` methods). */
export type AuthMethod =
  'password' | 'otp' | 'recovery' | 'email/signup' | 'email_change' | 'anonymous' | 'totp'

/** Methods that are a second factor: a session holding one is at aal2. */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

export interface IssuedSession {
  sessionId: string
  refreshToken: string
}

/** The client's address as auth stores it (inet), or null when it is not an IP. */
function ipOf(ctx: ServerContext, req: Request): string | null {
  const ip = ctx.clientIp(req)
  return isIP(ip) ? ip : null
}

/** Starts a session for the user with its first refresh token, and records the sign-in. */
export async function createSession(
  ctx: ServerContext,
  req: Request,
  tx: Transaction,
  userId: string,
  method: AuthMethod,
): Promise<IssuedSession> {
  const res = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, $3::inet) returning id`,
    [userId, req.headers.get('user-agent'), ipOf(ctx, req)],
  )
  const sessionId = res.rows[0]!.id
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)`,
    [sessionId, method],
  )
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null)
  await tx.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  )
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  )
  return { sessionId, refreshToken }
}

export async function insertRefreshToken(
  tx: Transaction,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomToken(12)
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  )
  return token
}

export async function sessionExists(tx: Transaction, sessionId: string): Promise<boolean> {
  const res = await tx.query(`select 1 from auth.sessions where id = $1`, [sessionId])
  return res.rows.length > 0
}

/** Records (or renews) a method that authenticated the session, as GoTrue's AddClaimToSession. */
export async function addAmrClaim(
  tx: Transaction,
  sessionId: string,
  method: AuthMethod,
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  )
}

type AmrEntry = { method: string; timestamp: number }

/** The session's `amr`, most recent first as GoTrue orders it. */
async function amrOf(tx: Transaction, sessionId: string): Promise<AmrEntry[]> {
  const res = await tx.query<{ method: string; ts: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as ts
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  return res.rows.map((r) => ({ method: r.method, timestamp: r.ts }))
}

/** The assurance level the session's methods reach: aal2 once a second factor is among them. */
export const aalOf = (amr: AmrEntry[]): 'aal1' | 'aal2' =>
  amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1'

/**
 * Revokes the session's current refresh token and issues its child, so a token handed out before
 * a step-up (MFA verification) cannot be used for the stepped-up session.
 */
export async function swapRefreshToken(
  tx: Transaction,
  userId: string,
  sessionId: string,
): Promise<string> {
  const current = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where id = (select id from auth.refresh_tokens where session_id = $1 and revoked = false
                 order by id desc limit 1)
     returning token`,
    [sessionId],
  )
  return insertRefreshToken(tx, userId, sessionId, current.rows[0]?.token ?? null)
}

/** The issuer GoTrue puts in `iss`: the public auth URL. */
export function authBaseUrl(ctx: ServerContext, req: Request): string {
  const base = ctx.config.apiUrl || new URL(req.url).origin
  return `${base.replace(/\/+$/, '')}/auth/v1`
}

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
  weak_password?: { reasons: string[]; message: string }
}

/** Signs the access token for a session and builds GoTrue's AccessTokenResponse. */
export async function tokenResponse(
  ctx: ServerContext,
  req: Request,
  tx: Transaction,
  userId: string,
  issued: IssuedSession,
): Promise<TokenResponse> {
  const user = await findUserById(tx, userId)
  if (!user) throw new Error(`user ${userId} vanished while issuing a session`)
  const expiresIn = ctx.config.jwtExpirySeconds
  const iat = Math.floor(Date.now() / 1000)
  const claims = accessClaims(
    ctx,
    req,
    user,
    issued.sessionId,
    await amrOf(tx, issued.sessionId),
    iat,
  )
  const accessToken = await ctx.jwt.sign(claims, expiresIn)
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: iat + expiresIn,
    refresh_token: issued.refreshToken,
    user: userJson(user),
  }
}

function accessClaims(
  ctx: ServerContext,
  req: Request,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  iat: number,
): Claims {
  return {
    aud: user.aud || 'authenticated',
    exp: iat + ctx.config.jwtExpirySeconds,
    iat,
    iss: authBaseUrl(ctx, req),
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: aalOf(amr),
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }
}

/** Ends sessions (their refresh tokens go with them): one, all of a user's, or all but one. */
export async function endSessions(
  tx: Transaction,
  userId: string,
  scope: 'global' | 'local' | 'others',
  sessionId: string | null,
): Promise<void> {
  if (scope === 'local' && sessionId) {
    await tx.query(`delete from auth.sessions where id = $1`, [sessionId])
  } else if (scope === 'others' && sessionId) {
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId])
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1`, [userId])
  }
  await tx.query(`delete from auth.refresh_tokens where user_id = $1 and session_id is null`, [
    userId,
  ])
}
