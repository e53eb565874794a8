// Service-role endpoints that hand out email links: POST /admin/generate_link (the link, code and
// token hash without sending anything, for custom emails and tests) and POST /invite (creates the
// user and sends the invite through the mailbox). Links verify through /verify as emailed ones do.
import { randomBytes } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'
import type { ServerContext } from '../types.ts'
import { prepareAuthEmail } from './emails.ts'
import { json, notFound, unprocessable, validationFailed } from './errors.ts'
import { hashPassword } from './password.ts'
import { assertPasswordAllowed, passwordPolicy } from './policy.ts'
import { resolveRedirect } from './redirect.ts'
import { objectOrUndefined, readJson, requireAdmin, str } from './request.ts'
import { authBaseUrl } from './sessions.ts'
import { generateOtp, tokenHash } from './tokens.ts'
import { mergeMetadata } from './user.ts'
import { findUserByEmail, findUserById, insertUser, normaliseEmail, userJson } from './users.ts'
import type { UserRow } from './users.ts'

const EMAIL_TAKEN = 'A user with this email address has already been registered'
const LINK_TYPES = new Set([
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
])

/**
 * The redirect GoTrue puts in links: the body's redirect_to when allowed, else the query's (or the
 * Referer) when allowed, else the site URL.
 */
function redirectOf(ctx: ServerContext, req: Request, fromBody = ''): string {
  const query = new URL(req.url).searchParams.get('redirect_to')
  const referrer = resolveRedirect(ctx.config, query || req.headers.get('referer'))
  const chosen = resolveRedirect(ctx.config, fromBody)
  return fromBody !== '' && chosen === fromBody ? chosen : referrer
}

/** Creates an unconfirmed email user (GoTrue's signupNewUser plus its email identity). */
async function newEmailUser(
  tx: Transaction,
  email: string,
  passwordHash: string | null,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const id = await insertUser(tx, { email, passwordHash, confirmed: false, userMetadata: data })
  return (await findUserById(tx, id))!
}

async function generateLink(req: Request, ctx: ServerContext): Promise<Response> {
  await requireAdmin(ctx, req)
  const body = await readJson(req)
  const email = normaliseEmail(body.email)
  const data = objectOrUndefined(body.data, 'data') ?? {}
  const redirectTo = redirectOf(ctx, req, str(body.redirect_to))
  let type = str(body.type)
  let password = str(body.password)
  let passwordGenerated = false
  const existing = await ctx.db.transaction((tx) => findUserByEmail(tx, email))
  if (!existing) {
    if (type === 'magiclink') {
      // As GoTrue: a magic link for a new address signs up an account with a random password.
      type = 'signup'
      password = randomBytes(48).toString('base64url')
      passwordGenerated = true
    }
    if (type === 'recovery' || type.startsWith('email_change_')) {
      throw notFound('user_not_found', 'User with this email not found')
    }
  }
  if (!LINK_TYPES.has(type)) {
    throw validationFailed(`Invalid email action link type requested: ${type}`)
  }
  // A new account from a signup link has a password: checked and hashed outside the transaction.
  let passwordHash: string | null = null
  if (type === 'signup' && !existing) {
    if (password === '') throw validationFailed('Signup requires a valid password')
    if (!passwordGenerated) assertPasswordAllowed(password, passwordPolicy(ctx.config))
    passwordHash = await hashPassword(password)
  }
  if (type === 'email_change_current') {
    // This backend confirms an email change at the new address only (secure email change off).
    throw validationFailed('Enable secure email change to generate link for current email')
  }
  const otp = generateOtp()
  const hashedToken = tokenHash(email, otp)
  const { user, linkToken } = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email)
    if ((type === 'signup' || type === 'invite') && user?.email_confirmed_at) {
      throw unprocessable('email_exists', EMAIL_TAKEN)
    }
    if (type === 'signup' && user) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data)
    user ??= await newEmailUser(tx, email, passwordHash, data)
    let linkToken = hashedToken
    if (type === 'magiclink' || type === 'recovery') {
      await tx.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`,
        [user.id, hashedToken],
      )
    } else if (type === 'signup' || type === 'invite') {
      const invited = type === 'invite' ? ', invited_at = now()' : ''
      await tx.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now()${invited}
         where id = $1`,
        [user.id, hashedToken],
      )
    } else {
      const newEmail = normaliseEmail(body.new_email)
      const taken = await findUserByEmail(tx, newEmail)
      if (taken && taken.id !== user.id) throw unprocessable('email_exists', EMAIL_TAKEN)
      linkToken = tokenHash(newEmail, otp)
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3,
           email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1`,
        [user.id, newEmail, linkToken],
      )
    }
    return { user: (await findUserById(tx, user.id))!, linkToken }
  })
  const params = new URLSearchParams({
    token: linkToken,
    type: type.startsWith('email_change') ? 'email_change' : type,
    redirect_to: redirectTo,
  })
  return json(200, {
    ...userJson(user),
    action_link: `${authBaseUrl(ctx, req)}/verify?${params.toString()}`,
    email_otp: otp,
    hashed_token: hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  })
}

async function invite(req: Request, ctx: ServerContext): Promise<Response> {
  await requireAdmin(ctx, req)
  const body = await readJson(req)
  const email = normaliseEmail(body.email)
  const data = objectOrUndefined(body.data, 'data') ?? {}
  const redirectTo = redirectOf(ctx, req)
  const { user, mail } = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email)
    if (user?.email_confirmed_at) throw unprocessable('email_exists', EMAIL_TAKEN)
    user ??= await newEmailUser(tx, email, null, data)
    const mail = await prepareAuthEmail(ctx, req, tx, user, 'invite', redirectTo, email)
    return { user: (await findUserById(tx, user.id))!, mail }
  })
  await ctx.mail.send(mail)
  return json(200, userJson(user))
}

export const adminLinkRoutes = {
  '/admin/generate_link': { POST: generateLink },
  '/invite': { POST: invite },
}
