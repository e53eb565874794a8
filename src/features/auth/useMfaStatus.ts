import { useSnapshot } from 'valtio'
import { assuranceLevelOf, verifiedTotpFactors, type AssuranceLevel } from '@/lib/auth/index.ts'
import { authStore } from './auth.store.ts'

export interface MfaStatus {
  /** The session's assurance level (aal2 after a verified code); null when signed out. */
  level: AssuranceLevel | null
  /** Verified TOTP factors as the session's user lists them (works offline). */
  verifiedFactorIds: string[]
}

/** Two-step verification as the current session knows it, re-rendering when it changes. */
export function useMfaStatus(): MfaStatus {
  const snap = useSnapshot(authStore)
  return {
    level: assuranceLevelOf(snap.session?.access_token),
    verifiedFactorIds: verifiedTotpFactors(snap.user?.factors).map((f) => f.id),
  }
}
