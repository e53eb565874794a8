// GET /verify (the link in an email: 303 to the app with the session in the URL hash) and
// POST /verify (verifyOtp with the code or the token hash): confirms signups, recoveries and
// email changes, then signs the user in. Both count against the per-IP verification limit, and a
// code dies after a few wrong tries for its address: six digits are otherwise guessable.
import type { Transaction } from '@electric-sql/pglite'
import type { ServerContext } from '../types.ts'
import { AuthError, forbidden, json, validationFailed } from './errors.ts'
import { countWrongCode, limitTokenVerification } from './ratelimit.ts'
import { resolveRedirect } from './redirect.ts'
import { readJson, str } from './request.ts'
import { createSession, tokenResponse, type TokenResponse } from './sessions.ts'
import { tokenHash } from './tokens.ts'
import { confirmEmail, findUserByToken, isBanned, normaliseEmail, type UserRow } from './users.ts'

/** How long an emailed link or code stays valid (the Supabase CLI's local otp_expiry). */
export const OTP_EXPIRY_SECONDS = 3600

/** Wrong codes an address may try before its code is voided and a new one must be requested. */
export const MAX_WRONG_CODE_TRIES = 5

type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new'
const COLUMN_OF: Record<string, TokenColumn[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_new'],
  email: ['confirmation_token', 'recovery_token'],
}
const SENT_AT_OF: Record<TokenColumn, keyof UserRow> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
}

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired')
const codeInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid')

/** Finds the user for a token hash, checks expiry, applies the verification and signs in. */
async function verifyAndSignIn(
  ctx: ServerContext,
  req: Request,
  type: string,
  hash: string,
  email: string | null,
): Promise<TokenResponse> {
  const columns = COLUMN_OF[type]
  if (!columns) throw validationFailed('Unsupported verification type')
  const invalid = email === null ? linkInvalid : codeInvalid
  return ctx.db.transaction(async (tx) => {
    for (const column of columns) {
      const user = await findUserByToken(tx, column, hash)
      if (!user || (email !== null && column !== 'email_change_token_new' && user.email !== email))
        continue
      const sentAt = user[SENT_AT_OF[column]] as string | null
      if (!sentAt || Date.parse(sentAt) + OTP_EXPIRY_SECONDS * 1000 < Date.now()) throw invalid()
      if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
      await applyVerification(tx, user, column)
      const issued = await createSession(ctx, req, tx, user.id, 'otp')
      return tokenResponse(ctx, req, tx, user.id, issued)
    }
    throw invalid()
  })
}

async function applyVerification(
  tx: Transaction,
  user: UserRow,
  column: TokenColumn,
): Promise<void> {
  if (column === 'confirmation_token') {
    await confirmEmail(tx, user.id)
  } else if (column === 'recovery_token') {
    // Following the link proves the address, so an unconfirmed account becomes confirmed too.
    await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
      user.id,
    ])
    if (!user.email_confirmed_at) await confirmEmail(tx, user.id)
  } else {
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1`,
      [user.id],
    )
    await tx.query(
      `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email),
         updated_at = now() from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
      [user.id],
    )
  }
}

/**
 * A wrong code for `email`: counts against each code that address holds for this type and voids
 * those that reached MAX_WRONG_CODE_TRIES (clearing the sent time too, so a new one can be sent).
 */
async function recordWrongCode(ctx: ServerContext, type: string, email: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const column of COLUMN_OF[type] ?? []) {
      const address = column === 'email_change_token_new' ? 'email_change' : 'email'
      const held = await tx.query<{ id: string; token: string }>(
        `select id, ${column} as token from auth.users
         where lower(${address}) = $1 and coalesce(${column}, '') <> ''`,
        [email],
      )
      for (const { id, token } of held.rows) {
        if (countWrongCode(ctx.config, `${column}:${token}`) < MAX_WRONG_CODE_TRIES) continue
        await tx.query(
          `update auth.users set ${column} = '', ${SENT_AT_OF[column]} = null, updated_at = now()
           where id = $1`,
          [id],
        )
      }
    }
  })
}

/** Go's url.Values encoding: keys sorted, form-encoded. */
function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(values).sort()) params.set(key, values[key]!)
  return params.toString()
}

const OAUTH_ERROR_OF_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  429: 'access_denied',
  500: 'server_error',
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location } })
}

export async function verifyGet(req: Request, ctx: ServerContext): Promise<Response> {
  limitTokenVerification(ctx.config, ctx.clientIp(req))
  const query = new URL(req.url).searchParams
  const type = query.get('type') ?? ''
  const token = query.get('token') ?? ''
  if (type === '') throw validationFailed('Verify requires a verification type')
  if (token === '') throw validationFailed('Verify requires a token or a token hash')
  const target = resolveRedirect(ctx.config, query.get('redirect_to') ?? req.headers.get('referer'))
  const base = target.split('#')[0] ?? target
  try {
    const t = await verifyAndSignIn(ctx, req, type, token, null)
    const hash = encodeSorted({
      access_token: t.access_token,
      expires_at: String(t.expires_at),
      expires_in: String(t.expires_in),
      refresh_token: t.refresh_token,
      sb: '',
      token_type: t.token_type,
      type,
    })
    return redirect(`${base}#${hash}`)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    const hash = encodeSorted({
      error: OAUTH_ERROR_OF_STATUS[error.status] ?? 'server_error',
      error_code: error.code,
      error_description: error.message,
      sb: '',
    })
    return redirect(`${base}#${hash}`)
  }
}

export async function verifyPost(req: Request, ctx: ServerContext): Promise<Response> {
  limitTokenVerification(ctx.config, ctx.clientIp(req))
  const body = await readJson(req)
  const type = str(body.type)
  const token = str(body.token)
  const hash = str(body.token_hash)
  if (type === '') throw validationFailed('Verify requires a verification type')
  if ((token === '') === (hash === ''))
    throw validationFailed('Verify requires either a token or a token hash')
  if (hash !== '') {
    if (str(body.email) !== '' || str(body.phone) !== '' || str(body.redirect_to) !== '') {
      throw validationFailed('Only the token_hash and type should be provided')
    }
    return json(200, await verifyAndSignIn(ctx, req, type, hash, null))
  }
  if (str(body.email) === '') {
    throw validationFailed('Only an email address or phone number should be provided on verify')
  }
  let email: string
  try {
    email = normaliseEmail(body.email)
  } catch {
    throw new AuthError(422, 'validation_failed', 'Invalid email format')
  }
  try {
    return json(200, await verifyAndSignIn(ctx, req, type, tokenHash(email, token), email))
  } catch (error) {
    if (error instanceof AuthError && error.code === 'otp_expired') {
      await recordWrongCode(ctx, type, email)
    }
    throw error
  }
}
