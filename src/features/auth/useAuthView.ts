import { useSnapshot } from 'valtio'
import { authStore, isAuthenticated, isAuthLoading, type AuthUser } from './auth.store.ts'
import type { OnboardingStatus } from '@/lib/access.ts'

export interface AuthView {
  user: AuthUser | null
  isAuthenticated: boolean
  isLoading: boolean
  onboarding: OnboardingStatus
  fullName: string | null
}

/** What components need to know about the session, re-rendering when it changes. */
export function useAuthView(): AuthView {
  const snap = useSnapshot(authStore)
  const meta = snap.user?.user_metadata as { full_name?: unknown } | undefined
  return {
    user: snap.user as AuthUser | null,
    isAuthenticated: isAuthenticated(snap),
    isLoading: isAuthLoading(snap),
    onboarding: snap.onboarding,
    fullName: typeof meta?.full_name === 'string' ? meta.full_name : null,
  }
}
