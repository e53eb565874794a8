// Two-step verification (TOTP) calls of the auth service: list, enrol, remove, challenge and
// verify. A verified code swaps the session for an aal2 one (supabase-js saves it and fires
// MFA_CHALLENGE_VERIFIED).
import { AuthApiError } from '@supabase/supabase-js'
import { getSupabase } from './supabase-client.ts'

const mfa = async () => (await getSupabase()).auth.mfa

export async function listFactors() {
  return (await mfa()).listFactors()
}

export async function enrollTotp() {
  return (await mfa()).enroll({ factorType: 'totp' })
}

export async function unenrollFactor(factorId: string) {
  return (await mfa()).unenroll({ factorId })
}

export async function challengeAndVerify(factorId: string, code: string) {
  return (await mfa()).challengeAndVerify({ factorId, code })
}

/** The error the auth service gives for a factor that is gone, for a factor removed elsewhere. */
export function factorNotFound(): AuthApiError {
  return new AuthApiError('Factor not found', 404, 'mfa_factor_not_found')
}
