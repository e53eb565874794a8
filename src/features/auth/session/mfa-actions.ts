// Two-step verification (TOTP) through the auth service: enrol, verify, step a session up to
// aal2, remove. Online-only auth calls (src/backend/mfa-api.ts), like the other auth actions.
import { refreshSession, type Factor } from '@/backend/auth-api.ts'
import {
  challengeAndVerify,
  enrollTotp,
  factorNotFound,
  listFactors,
  unenrollFactor,
} from '@/backend/mfa-api.ts'
import { verifiedTotpFactors } from '@/lib/auth/index.ts'
import { applyAuthSession } from '../auth.store.ts'
import type { ActionResult } from './auth-actions.ts'

export type TotpFactor = Pick<Factor, 'id' | 'friendly_name' | 'factor_type' | 'status'> & {
  created_at: string
}

export interface TotpEnrolment {
  factorId: string
  /** An SVG data URI supabase-js makes of GoTrue's QR code, for an <img>. */
  qrCode: string
  /** Base32, for typing into an authenticator app. */
  secret: string
}

const ok = <T>(value: T): ActionResult<T> => ({ ok: true, value })

/** The user's factors as the server lists them now (GET /user). */
export async function listTotpFactors(): Promise<ActionResult<TotpFactor[]>> {
  const { data, error } = await listFactors()
  if (error) return { ok: false, error }
  return ok(data.all.filter((f) => f.factor_type === 'totp'))
}

/**
 * Starts a TOTP enrolment. Unverified factors left by an abandoned set-up are removed first:
 * GoTrue counts them against the factor limit.
 */
export async function startTotpEnrolment(): Promise<ActionResult<TotpEnrolment>> {
  const listed = await listTotpFactors()
  if (!listed.ok) return listed
  for (const stale of listed.value.filter((f) => f.status === 'unverified')) {
    const { error } = await unenrollFactor(stale.id)
    if (error) return { ok: false, error }
  }
  const { data, error } = await enrollTotp()
  if (error) return { ok: false, error }
  return ok({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret })
}

/**
 * Checks a code for a factor: confirms a new factor, or steps the session up to aal2 for one
 * already verified. Both leave the session at aal2.
 */
export async function verifyTotpCode(factorId: string, code: string): Promise<ActionResult> {
  const { error } = await challengeAndVerify(factorId, code)
  return error ? { ok: false, error } : ok(undefined)
}

/** Steps the session up with the user's verified TOTP factor (the route gate's code screen). */
export async function stepUpWithCode(code: string): Promise<ActionResult> {
  const listed = await listTotpFactors()
  if (!listed.ok) return listed
  const factor = verifiedTotpFactors(listed.value)[0]
  if (!factor) {
    // Removed on another device since this session started: the screen says to start over.
    return { ok: false, error: factorNotFound() }
  }
  return verifyTotpCode(factor.id, code)
}

/**
 * Removes a factor (a verified one needs an aal2 session). The session is refreshed after, so
 * the store holds the aal1 token and the user without the factor.
 */
export async function removeTotpFactor(factorId: string): Promise<ActionResult> {
  const { error } = await unenrollFactor(factorId)
  if (error) return { ok: false, error }
  const refreshed = await refreshSession()
  if (refreshed.data.session) applyAuthSession(refreshed.data.session)
  return ok(undefined)
}
