// POST /signup: GoTrue's email sign-up, with or without email confirmation.
import { randomUUID } from 'node:crypto'
import type { ServerContext } from '../types.ts'
import { signupAnonymously } from './anonymous.ts'
import { prepareAuthEmail, type MailDraft } from './emails.ts'
import { badRequest, json, unprocessable, validationFailed } from './errors.ts'
import { hashPassword } from './password.ts'
import { assertPasswordAllowed, passwordPolicy } from './policy.ts'
import { limitSignUpByIp } from './ratelimit.ts'
import { resolveRedirect } from './redirect.ts'
import { objectOrUndefined, readJson, str } from './request.ts'
import { createSession, tokenResponse } from './sessions.ts'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  normaliseEmail,
  userJson,
  type UserRow,
} from './users.ts'

/**
 * The user GoTrue answers with when a confirmed email signs up again while confirmations are on:
 * a made-up user with no identities, so the reply does not reveal that the account exists.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

export async function signup(req: Request, ctx: ServerContext): Promise<Response> {
  const body = await readJson(req)
  const password = str(body.password)
  // Neither an email nor a phone: signInAnonymously(), as GoTrue routes it.
  if (str(body.email) === '' && str(body.phone) === '') return signupAnonymously(req, ctx, body)
  limitSignUpByIp(ctx.config, ctx.clientIp(req))
  if (!ctx.config.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  }
  if (str(body.phone) !== '' && str(body.email) === '') {
    throw validationFailed('Sign up only available with email provider')
  }
  if (password === '') throw validationFailed('Signup requires a valid password')
  assertPasswordAllowed(password, passwordPolicy(ctx.config))
  if (!ctx.config.emailProviderEnabled) {
    throw badRequest('email_provider_disabled', 'Email signups are disabled')
  }
  const email = normaliseEmail(body.email)
  const data = objectOrUndefined(body.data, 'data') ?? {}
  const redirectTo = resolveRedirect(ctx.config, new URL(req.url).searchParams.get('redirect_to'))

  const existing = await ctx.db.transaction((tx) => findUserByEmail(tx, email))
  if (existing?.email_confirmed_at) return alreadyRegistered(ctx, email, data)
  // Hash outside any transaction: bcrypt is the slow part and must not hold the database.
  const passwordHash = existing ? null : await hashPassword(password)

  let mail: MailDraft | null = null
  const result = await ctx.db.transaction(async (tx) => {
    let user: UserRow | null = existing ? await findUserById(tx, existing.id) : null
    if (user?.email_confirmed_at) return { alreadyRegistered: true as const }
    if (!user) {
      const id = await insertUser(tx, {
        email,
        passwordHash,
        confirmed: ctx.config.autoConfirm,
        userMetadata: data,
      })
      user = (await findUserById(tx, id))!
    }
    // An unconfirmed account is not changed (the caller has not proven the address is theirs);
    // it only gets the confirmation again.
    if (ctx.config.autoConfirm && !existing) {
      const issued = await createSession(ctx, req, tx, user.id, 'password')
      return { tokens: await tokenResponse(ctx, req, tx, user.id, issued) }
    }
    mail = await prepareAuthEmail(ctx, req, tx, user, 'signup', redirectTo, email)
    return { user: userJson((await findUserById(tx, user.id))!) }
  })
  if ('alreadyRegistered' in result) return alreadyRegistered(ctx, email, data)
  if (mail) await ctx.mail.send(mail)
  return json(200, 'tokens' in result ? result.tokens : result.user)
}

function alreadyRegistered(
  ctx: ServerContext,
  email: string,
  data: Record<string, unknown>,
): Response {
  if (ctx.config.autoConfirm) throw unprocessable('user_already_exists', 'User already registered')
  return json(200, obfuscatedUser(email, data))
}
