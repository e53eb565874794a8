// GET /user, PUT /user (password, email and metadata changes) and POST /logout.
import type { Transaction } from '@electric-sql/pglite'
import type { ServerContext } from '../types.ts'
import { prepareAuthEmail, type MailDraft } from './emails.ts'
import { badRequest, forbidden, json, unprocessable, validationFailed } from './errors.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { assertPasswordAllowed, passwordPolicy } from './policy.ts'
import { resolveRedirect } from './redirect.ts'
import { assertAal2ForCredentials, assertReauthenticated } from './reauthenticate.ts'
import { objectOrUndefined, readJson, requireUser, str } from './request.ts'
import { endSessions } from './sessions.ts'
import { findUserByEmail, findUserById, normaliseEmail, userJson } from './users.ts'

export async function getUser(req: Request, ctx: ServerContext): Promise<Response> {
  const { user } = await requireUser(ctx, req)
  return json(200, userJson(user))
}

/** Merges metadata as GoTrue does: given keys replace, null values delete. */
export async function mergeMetadata(
  tx: Transaction,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(updates).filter((k) => updates[k] === null)
  const kept = Object.fromEntries(Object.entries(updates).filter(([, v]) => v !== null))
  await tx.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[],
       updated_at = now() where id = $1`,
    [userId, kept, removed],
  )
}

export async function updateUser(req: Request, ctx: ServerContext): Promise<Response> {
  const { user, sessionId } = await requireUser(ctx, req)
  const body = await readJson(req)
  const data = objectOrUndefined(body.data, 'data')
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  if (typeof body.phone === 'string' && body.phone !== '' && body.phone !== user.phone) {
    throw unprocessable('phone_provider_disabled', 'Unsupported phone provider')
  }
  const password = body.password === undefined || body.password === null ? undefined : body.password
  if (password !== undefined && typeof password !== 'string')
    throw validationFailed('password must be a string')
  let passwordHash: string | null = null
  if (password) {
    assertPasswordAllowed(password, passwordPolicy(ctx.config))
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      )
    }
    passwordHash = await hashPassword(password)
  }
  let newEmail: string | null = null
  if (typeof body.email === 'string' && body.email !== '') {
    const email = normaliseEmail(body.email)
    if (email !== user.email) newEmail = email
  }
  const redirectTo = resolveRedirect(ctx.config, new URL(req.url).searchParams.get('redirect_to'))

  let mail: MailDraft | null = null
  const updated = await ctx.db.transaction(async (tx) => {
    if (password || newEmail) await assertAal2ForCredentials(tx, user, sessionId)
    if (password) await assertReauthenticated(ctx, tx, user, sessionId, str(body.nonce))
    if (newEmail && (await findUserByEmail(tx, newEmail))) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    if (passwordHash) {
      // A new password voids pending links and signs out every other device.
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_new = '', email_change_sent_at = null,
           updated_at = now() where id = $1`,
        [user.id, passwordHash],
      )
      await endSessions(tx, user.id, 'others', sessionId)
    }
    if (data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data)
    if (newEmail) {
      const current = (await findUserById(tx, user.id))!
      mail = await prepareAuthEmail(ctx, req, tx, current, 'email_change', redirectTo, newEmail)
    }
    return userJson((await findUserById(tx, user.id))!)
  })
  if (mail) await ctx.mail.send(mail)
  return json(200, updated)
}

export async function logout(req: Request, ctx: ServerContext): Promise<Response> {
  const scope = new URL(req.url).searchParams.get('scope') ?? 'global'
  if (scope !== '' && scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`)
  }
  const { user, sessionId } = await requireUser(ctx, req)
  await ctx.db.transaction((tx) =>
    endSessions(tx, user.id, scope === '' ? 'global' : scope, sessionId),
  )
  return new Response(null, { status: 204 })
}
