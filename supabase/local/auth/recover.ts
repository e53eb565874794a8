// POST /recover (password reset email), POST /resend (signup confirmation again) and POST /otp
// (magic link). They answer `{}` whether or not the address has an account, so they cannot be
// used to probe for accounts.
import type { ServerContext } from '../types.ts'
import { prepareAuthEmail, type EmailKind, type MailDraft } from './emails.ts'
import { json, unprocessable, validationFailed } from './errors.ts'
import { resolveRedirect } from './redirect.ts'
import { objectOrUndefined, readJson, str } from './request.ts'
import { findUserByEmail, findUserById, insertUser, normaliseEmail, type UserRow } from './users.ts'

async function mailIfAccount(
  req: Request,
  ctx: ServerContext,
  email: string,
  kind: EmailKind,
  redirectCandidate: string | null,
  eligible: (user: UserRow) => boolean,
): Promise<Response> {
  const redirectTo = resolveRedirect(ctx.config, redirectCandidate)
  const mail = await ctx.db.transaction(async (tx): Promise<MailDraft | null> => {
    const user = await findUserByEmail(tx, email)
    if (!user || !eligible(user)) return null
    const to = kind === 'email_change' ? (user.email_change ?? '') : email
    if (to === '') return null
    return prepareAuthEmail(ctx, req, tx, user, kind, redirectTo, to)
  })
  if (mail) await ctx.mail.send(mail)
  return json(200, {})
}

export async function recover(req: Request, ctx: ServerContext): Promise<Response> {
  const body = await readJson(req)
  if (str(body.email).trim() === '') throw validationFailed('Password recovery requires an email')
  const email = normaliseEmail(body.email)
  const redirect = new URL(req.url).searchParams.get('redirect_to')
  return mailIfAccount(req, ctx, email, 'recovery', redirect, () => true)
}

export async function resend(req: Request, ctx: ServerContext): Promise<Response> {
  const body = await readJson(req)
  const type = str(body.type)
  if (type !== 'signup' && type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
  }
  const email = normaliseEmail(body.email)
  const options = body.options as { email_redirect_to?: unknown } | undefined
  const redirect =
    new URL(req.url).searchParams.get('redirect_to') ??
    str(options?.email_redirect_to ?? '') ??
    null
  if (type === 'signup') {
    return mailIfAccount(req, ctx, email, 'signup', redirect, (u) => !u.email_confirmed_at)
  }
  return mailIfAccount(req, ctx, email, 'email_change', redirect, (u) => Boolean(u.email_change))
}

/** signInWithOtp({email}): a magic link for a confirmed account, a confirmation for a new one. */
export async function otp(req: Request, ctx: ServerContext): Promise<Response> {
  const body = await readJson(req)
  if (str(body.phone) !== '')
    throw unprocessable('phone_provider_disabled', 'Unsupported phone provider')
  const email = normaliseEmail(body.email)
  const data = objectOrUndefined(body.data, 'data') ?? {}
  const createUser = body.create_user !== false
  const redirectTo = resolveRedirect(ctx.config, new URL(req.url).searchParams.get('redirect_to'))
  const mail = await ctx.db.transaction(async (tx): Promise<MailDraft> => {
    let user = await findUserByEmail(tx, email)
    if (!user) {
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp')
      const id = await insertUser(tx, {
        email,
        passwordHash: null,
        confirmed: false,
        userMetadata: data,
      })
      user = (await findUserById(tx, id))!
    }
    const kind: EmailKind = user.email_confirmed_at ? 'magiclink' : 'signup'
    return prepareAuthEmail(ctx, req, tx, user, kind, redirectTo, email)
  })
  await ctx.mail.send(mail)
  return json(200, {})
}
