// POST /token: the password grant and the rotating refresh-token grant.
import type { Transaction } from '@electric-sql/pglite'
import type { ServerContext } from '../types.ts'
import { badRequest, json, OAuthError, unprocessable, validationFailed } from './errors.ts'
import { verifyPassword } from './password.ts'
import { passwordPolicy, passwordWeakness } from './policy.ts'
import { limitSignInByEmail, limitSignInByIp } from './ratelimit.ts'
import { readJson, str } from './request.ts'
import { createSession, insertRefreshToken, tokenResponse } from './sessions.ts'
import { findUserByEmail, isBanned } from './users.ts'

const INVALID_LOGIN = 'Invalid login credentials'

/**
 * How long a just-rotated refresh token may be presented again (GoTrue's
 * REFRESH_TOKEN_REUSE_INTERVAL): two tabs refreshing at once then both keep their session.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10

export async function token(req: Request, ctx: ServerContext): Promise<Response> {
  const grantType = new URL(req.url).searchParams.get('grant_type')
  if (grantType === 'password') return passwordGrant(req, ctx)
  if (grantType === 'refresh_token') return refreshGrant(req, ctx)
  throw badRequest('invalid_credentials', 'unsupported_grant_type')
}

async function passwordGrant(req: Request, ctx: ServerContext): Promise<Response> {
  const ip = ctx.clientIp(req)
  limitSignInByIp(ctx.config, ip)
  const body = await readJson(req)
  const rawEmail = str(body.email).trim().toLowerCase()
  const password = str(body.password)
  if (rawEmail !== '' && str(body.phone) !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.')
  }
  if (rawEmail === '') {
    if (str(body.phone) !== '') throw badRequest('invalid_credentials', INVALID_LOGIN)
    throw validationFailed('missing email or phone')
  }
  if (!ctx.config.emailProviderEnabled) {
    throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  }
  limitSignInByEmail(ctx.config, rawEmail, ip)
  const user = await ctx.db.transaction((tx) => findUserByEmail(tx, rawEmail))
  // bcrypt runs outside the transaction so other requests keep using the database meanwhile.
  const valid = await verifyPassword(password, user?.encrypted_password)
  if (!user || !valid) throw badRequest('invalid_credentials', INVALID_LOGIN)
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const response = await ctx.db.transaction(async (tx) => {
    const issued = await createSession(ctx, req, tx, user.id, 'password')
    return tokenResponse(ctx, req, tx, user.id, issued)
  })
  const weak = passwordWeakness(password, passwordPolicy(ctx.config))
  return json(200, weak ? { ...response, weak_password: weak } : response)
}

interface TokenRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  parent: string | null
  session_id: string | null
  age_s: number
}

const TOKEN_COLUMNS = `id::text, token, user_id, coalesce(revoked, false) as revoked, parent, session_id,
  extract(epoch from (now() - updated_at))::float8 as age_s`

async function refreshGrant(req: Request, ctx: ServerContext): Promise<Response> {
  const body = await readJson(req)
  const presented = str(body.refresh_token)
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required')
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await tx.query<TokenRow>(
      `select ${TOKEN_COLUMNS} from auth.refresh_tokens where token = $1`,
      [presented],
    )
    const row = found.rows[0]
    if (!row)
      return {
        error: badRequest(
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        ),
      }
    if (!row.session_id) {
      return {
        error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      }
    }
    const banned = await tx.query(
      `select 1 from auth.users where id::text = $1 and banned_until > now()`,
      [row.user_id],
    )
    if (banned.rows.length > 0)
      return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }
    const reusable =
      row.revoked && row.age_s <= REFRESH_REUSE_INTERVAL_SECONDS ? await activeToken(tx, row) : null
    let next: string
    if (!row.revoked) {
      next = await rotate(tx, row)
    } else if (reusable) {
      next = reusable
    } else {
      // A stale token came back: assume it was stolen and end the whole session family.
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
        [row.session_id],
      )
      return {
        error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      }
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
      [row.session_id],
    )
    return {
      tokens: await tokenResponse(ctx, req, tx, row.user_id, {
        sessionId: row.session_id,
        refreshToken: next,
      }),
    }
  })
  // The family revocation must commit, so the error is raised only after the transaction.
  if ('error' in outcome) throw outcome.error
  return json(200, outcome.tokens)
}

async function rotate(tx: Transaction, row: TokenRow): Promise<string> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`,
    [row.id],
  )
  return insertRefreshToken(tx, row.user_id, row.session_id!, row.token)
}

/**
 * The session's current token (normally the child of a just-rotated one), handed out again inside
 * the reuse interval. None when the family was revoked: a revoked family never comes back.
 */
async function activeToken(tx: Transaction, row: TokenRow): Promise<string | null> {
  const res = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [row.session_id],
  )
  return res.rows[0]?.token ?? null
}
