// The session as the whole app sees it (spec sections 3 and 4). The auth feature fills it from
// supabase-js; the route gate, the header and the sync worker only read it.
import type { Factor, Session, User } from '@/backend/auth-api.ts'
import { proxy } from 'valtio'
import type { OnboardingStatus } from '@/lib/access.ts'

/** The parts of a supabase-js User the app reads; a full User is assignable. `factors` (MFA)
 * tells the admin pages' gate whether to ask for a code or for a set-up. */
export type AuthUser = Pick<User, 'id' | 'email' | 'created_at' | 'user_metadata'> & {
  factors?: ReadonlyArray<Pick<Factor, 'id' | 'factor_type' | 'status'>>
}

/** The parts of a supabase-js Session the app reads; a full Session is assignable. */
export type AuthSession = Pick<
  Session,
  'access_token' | 'refresh_token' | 'expires_in' | 'expires_at'
> & { user: AuthUser }

export interface AuthState {
  user: AuthUser | null
  session: AuthSession | null
  /** An auth call (sign-in, sign-out, refresh) is in flight. */
  loading: boolean
  /** Start-up read of the stored session has finished. The only persisted field. */
  initialized: boolean
  /** Whether the signed-in user must finish onboarding (spec section 4 rules). */
  onboarding: OnboardingStatus
}

export const authStore = proxy<AuthState>({
  user: null,
  session: null,
  loading: false,
  initialized: false,
  onboarding: 'idle',
})

/** Spec: an auth check counts as loading while loading is true or initialisation is incomplete. */
export function isAuthLoading(state: Pick<AuthState, 'loading' | 'initialized'>): boolean {
  return state.loading || !state.initialized
}

/** Spec: authenticated only when both user and session exist. */
export function isAuthenticated(state: Pick<AuthState, 'user' | 'session'>): boolean {
  return state.user !== null && state.session !== null
}

/** Replaces the session after any auth event; clears loading (spec section 4). */
export function applyAuthSession(session: AuthSession | null): void {
  authStore.session = session
  authStore.user = session?.user ?? null
  authStore.loading = false
  authStore.initialized = true
  if (!session) authStore.onboarding = 'idle'
}

export function setOnboardingStatus(status: OnboardingStatus): void {
  authStore.onboarding = status
}
