// GET /reauthenticate (supabase-js reauthenticate()) mails a one-time nonce to the signed-in user,
// and the checks PUT /user makes before a credential changes: with [auth.email]
// secure_password_change on, a password change in a session older than 24 hours needs that nonce;
// a user with a verified second factor changes password or email only from an aal2 session.
import type { Transaction } from '@electric-sql/pglite'
import type { ServerContext } from '../types.ts'
import { prepareAuthEmail } from './emails.ts'
import { AuthError, badRequest, json, unprocessable, validationFailed } from './errors.ts'
import { requireUser } from './request.ts'
import { tokenHash } from './tokens.ts'
import type { UserRow } from './users.ts'
import { OTP_EXPIRY_SECONDS } from './verify.ts'

/** GoTrue counts a session as a recent sign-in for this long. */
const RECENT_SIGN_IN_SECONDS = 24 * 3600

export async function reauthenticate(req: Request, ctx: ServerContext): Promise<Response> {
  const { user } = await requireUser(ctx, req)
  const email = user.email ?? ''
  if (email === '' && (user.phone ?? '') === '') {
    throw validationFailed('Reauthentication requires the user to have an email or a phone number')
  }
  if (email === '') throw unprocessable('phone_provider_disabled', 'Unsupported phone provider')
  if (!user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  }
  const mail = await ctx.db.transaction((tx) =>
    prepareAuthEmail(ctx, req, tx, user, 'reauthentication', ctx.config.siteUrl, email),
  )
  await ctx.mail.send(mail)
  return json(200, {})
}

/** GoTrue's rule for users with MFA: credentials change only from an aal2 session. */
export async function assertAal2ForCredentials(
  tx: Transaction,
  user: UserRow,
  sessionId: string | null,
): Promise<void> {
  if (!user.factors.some((f) => f.status === 'verified')) return
  const res = await tx.query<{ aal: string | null }>(
    `select aal::text as aal from auth.sessions where id = $1`,
    [sessionId],
  )
  if (res.rows[0]?.aal !== 'aal2') {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }
}

/**
 * With secure password change on and a session that is not a recent sign-in, the password changes
 * only with the mailed nonce, which is then used up.
 */
export async function assertReauthenticated(
  ctx: ServerContext,
  tx: Transaction,
  user: UserRow,
  sessionId: string | null,
  nonce: string,
): Promise<void> {
  if (!ctx.config.securePasswordChange) return
  const session = await tx.query<{ recent: boolean }>(
    `select created_at + make_interval(secs => $2) > now() as recent from auth.sessions where id = $1`,
    [sessionId, RECENT_SIGN_IN_SECONDS],
  )
  if (session.rows[0]?.recent) return
  if (nonce === '') {
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  }
  const sentAt = user.reauthentication_sent_at
  const stored = user.reauthentication_token
  const valid =
    !!stored &&
    !!sentAt &&
    stored === tokenHash(user.email ?? '', nonce) &&
    Date.parse(sentAt) + OTP_EXPIRY_SECONDS * 1000 > Date.now()
  if (!valid) {
    throw unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')
  }
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
     where id = $1`,
    [user.id],
  )
}
