// Confirmation, recovery and email-change messages. A one-time code is made, its hash stored on
// the user inside the caller's transaction, and the message handed back to be put in the mailbox
// after commit (the mailbox writes through its own transaction).
import type { Transaction } from '@electric-sql/pglite'
import type { SentMail, ServerContext } from '../types.ts'
import { renderEmail, textOfHtml, type TemplateKind } from './email-templates.ts'
import { tooManyRequests } from './errors.ts'
import { limitEmailSent } from './ratelimit.ts'
import { authBaseUrl } from './sessions.ts'
import { generateOtp, tokenHash } from './tokens.ts'
import type { UserRow } from './users.ts'

export type EmailKind =
  'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication'
export type MailDraft = Omit<SentMail, 'id' | 'created_at' | 'links'>

/** Hosted GoTrue's default: one email of a kind per user per 60 s. */
export const EMAIL_MIN_INTERVAL_SECONDS = 60

const COLUMNS: Record<EmailKind, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
}

/** The config's template of each kind ([auth.email.template.<name>]). */
const TEMPLATE_OF: Record<EmailKind, TemplateKind> = {
  signup: 'confirmation',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magic_link',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
}

/** GoTrue's built-in words, where config.toml names no template. */
const TEMPLATES: Record<EmailKind, { subject: string; heading: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    action: 'Confirm your email',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    action: 'Accept the invite',
  },
  recovery: { subject: 'Reset Your Password', heading: 'Reset password', action: 'Reset password' },
  magiclink: { subject: 'Your Magic Link', heading: 'Magic link', action: 'Log in' },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm change of email',
    action: 'Change email',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    action: '',
  },
}

function lastSentAt(user: UserRow, kind: EmailKind): string | null {
  if (kind === 'signup' || kind === 'invite') return user.confirmation_sent_at
  if (kind === 'recovery' || kind === 'magiclink') return user.recovery_sent_at
  if (kind === 'reauthentication') return user.reauthentication_sent_at
  return user.email_change_sent_at
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Stores a fresh code for `kind` on the user and returns the message to send to `to`
 * (the user's email, or the new address for an email change).
 */
export async function prepareAuthEmail(
  ctx: ServerContext,
  req: Request,
  tx: Transaction,
  user: UserRow,
  kind: EmailKind,
  redirectTo: string,
  to: string,
): Promise<MailDraft> {
  const sentAt = lastSentAt(user, kind)
  if (sentAt) {
    const waitMs = Date.parse(sentAt) + EMAIL_MIN_INTERVAL_SECONDS * 1000 - Date.now()
    if (waitMs > 0) {
      throw tooManyRequests(
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      )
    }
  }
  limitEmailSent(ctx.config)
  const otp = generateOtp()
  const hash = tokenHash(to, otp)
  const { token, sentAt: sentAtColumn } = COLUMNS[kind]
  await tx.query(`update auth.users set ${token} = $2, ${sentAtColumn} = now() where id = $1`, [
    user.id,
    hash,
  ])
  if (kind === 'email_change') {
    await tx.query(`update auth.users set email_change = $2 where id = $1`, [user.id, to])
  }
  if (kind === 'invite') {
    await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id])
  }
  const params = new URLSearchParams({ token: hash, type: kind, redirect_to: redirectTo })
  const link = `${authBaseUrl(ctx, req)}/verify?${params.toString()}`
  const configured = renderEmail(ctx.config.emailTemplates, TEMPLATE_OF[kind], {
    ConfirmationURL: link,
    Token: otp,
    TokenHash: hash,
    SiteURL: ctx.config.siteUrl,
    RedirectTo: redirectTo,
    Email: user.email ?? to,
    NewEmail: to,
    Data: user.raw_user_meta_data ?? {},
  })
  const t = TEMPLATES[kind]
  if (configured.html !== null) {
    const html = configured.html
    return { to, subject: configured.subject ?? t.subject, text: textOfHtml(html), html }
  }
  if (kind === 'reauthentication') {
    // A code only: the user types it into the app that asked (PUT /user's nonce).
    const text = `${t.heading}\n\nEnter the code: ${otp}\n`
    const html = `<h2>${escapeHtml(t.heading)}</h2>\n<p>Enter the code: <strong>${otp}</strong></p>`
    return { to, subject: configured.subject ?? t.subject, text, html }
  }
  const text = [
    `${t.heading}`,
    '',
    `Follow this link: ${link}`,
    '',
    `Or enter this code: ${otp}`,
    '',
    "If you didn't ask for this, you can ignore this email.",
  ].join('\n')
  const html = [
    `<h2>${escapeHtml(t.heading)}</h2>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>Alternatively, enter the code: <strong>${otp}</strong></p>`,
    `<p>If you didn't ask for this, you can ignore this email.</p>`,
  ].join('\n')
  return { to, subject: configured.subject ?? t.subject, text, html }
}
