// Two-step verification (TOTP) rules: which pages need an aal2 session, what the route gate
// shows an administrator, and how the auth service's MFA refusals read. Pure, so the gate's
// choices are unit-tested; the auth feature and the route gate only apply them.
import { isNetworkFailure, isRateLimited, type AuthErrorLike } from './auth-errors.ts'

/** Issue 40: the admin role's pages need a session verified with a second factor. */
export const MFA_REQUIRED_PATHS: ReadonlySet<string> = new Set([
  '/admin',
  '/admin/rbac',
  '/crawler-protection',
])

export const TOTP_CODE_LENGTH = 6

export type AssuranceLevel = 'aal1' | 'aal2'

/** What the gate knows of the user's roles: from the server, the replica, or not yet. */
export type RoleKnowledge = 'admin' | 'other' | 'unknown'

/** allow the page; wait (roles unknown); verify a code first; enrol a factor first. */
export type MfaGateDecision = 'allow' | 'wait' | 'verify' | 'enrol'

export interface MfaGateInput {
  pathname: string
  roles: RoleKnowledge
  level: AssuranceLevel | null
  hasVerifiedFactor: boolean
}

/** The parts of a GoTrue factor these rules read (a supabase-js Factor is assignable). */
export interface FactorLike {
  id: string
  factor_type: string
  status: string
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function needsMfa(pathname: string): boolean {
  return MFA_REQUIRED_PATHS.has(normalise(pathname))
}

/**
 * The gate for the admin pages. An aal2 session passes whatever the roles say (so a cached
 * session works offline before the roles are read); other roles are never asked.
 */
export function decideMfaGate(input: MfaGateInput): MfaGateDecision {
  if (!needsMfa(input.pathname) || input.level === 'aal2') return 'allow'
  if (input.roles === 'other') return 'allow'
  if (input.roles === 'unknown') return 'wait'
  return input.hasVerifiedFactor ? 'verify' : 'enrol'
}

/**
 * The `aal` claim of an access token, read without checking the signature: the token came from
 * the auth service and the server checks it on every call; this only picks the screen to show.
 */
export function assuranceLevelOf(accessToken: string | null | undefined): AssuranceLevel | null {
  const payload = accessToken?.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      aal?: unknown
    }
    return claims.aal === 'aal1' || claims.aal === 'aal2' ? claims.aal : null
  } catch {
    return null
  }
}

/** The user's verified TOTP factors (GoTrue lists unverified ones too). */
export function verifiedTotpFactors<T extends FactorLike>(factors: readonly T[] | undefined): T[] {
  return (factors ?? []).filter((f) => f.factor_type === 'totp' && f.status === 'verified')
}

/** Keeps the digits of what was typed or pasted ("123 456" from an app), at most six. */
export function cleanTotpCode(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH)
}

export function isCompleteTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(code)
}

/** Keys of the `mfa` i18n namespace for the auth service's MFA refusals. */
export type MfaErrorKey =
  | 'errors.wrongCode'
  | 'errors.expired'
  | 'errors.offline'
  | 'errors.tooManyAttempts'
  | 'errors.verifyFirst'
  | 'errors.notEnabled'
  | 'errors.failed'

export function mfaErrorKey(e: AuthErrorLike): MfaErrorKey {
  if (isNetworkFailure(e)) return 'errors.offline'
  if (isRateLimited(e)) return 'errors.tooManyAttempts'
  switch (e.code) {
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
      return 'errors.wrongCode'
    // A challenge older than five minutes, or one already used: a fresh code starts over.
    case 'mfa_challenge_expired':
    case 'mfa_ip_address_mismatch':
    case 'mfa_factor_not_found':
      return 'errors.expired'
    case 'insufficient_aal':
      return 'errors.verifyFirst'
    case 'mfa_totp_enroll_not_enabled':
    case 'mfa_totp_verify_not_enabled':
      return 'errors.notEnabled'
    default:
      return 'errors.failed'
  }
}
