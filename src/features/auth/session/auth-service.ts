// The auth implementation registered with the app's auth lifecycle: initialisation runs once
// (subscribe to auth changes, read the current session, set initialized), then the session
// keeper watches expiry and each newly signed-in user gets an onboarding check.
import { notifications } from '@mantine/notifications'
import { onAuthChange } from '@/backend/auth-api.ts'
import { AUTH_STORAGE_KEY } from '@/backend/auth-storage-key.ts'
import { loadPhases } from '@/data/shell.ts'
import { getSupabase, supabaseWanted } from '@/backend/supabase-client.ts'
import { i18n } from '@/i18n/index.ts'
import { registerAuthImplementation, type AuthImplementation } from '../auth-lifecycle.ts'
import { authStore } from '../auth.store.ts'
import { signOutEverywhere } from './auth-actions.ts'
import { handleAuthEvent, handleRestoredSession, onUserSignedIn } from './auth-events.ts'
import { checkOnboarding, forgetSettledOnboarding } from './onboarding-check.ts'
import { watchPendingRevocations } from './pending-revocation.ts'
import { persistInitializedFlag, restoreInitializedFlag } from './persisted-flag.ts'
import { sessionRefresher, startSessionKeeper, type SessionKeeper } from './session-keeper.ts'
import { registerSignOutCleanup, signOutAllowed } from './sign-out-cleanups.ts'
import { readStoredSession } from './stored-session.ts'

let keeper: SessionKeeper | null = null

export const supabaseAuth: AuthImplementation = {
  async initialize() {
    authStore.loading = true
    restoreInitializedFlag(globalThis.localStorage)
    persistInitializedFlag(globalThis.localStorage)
    // Offline-first: the stored session lets the app open at once. supabase-js may spend up to
    // 30 s retrying an expired token's refresh before INITIAL_SESSION when the server is out of
    // reach; if the session turns out to be revoked it signs out and the gate goes to /auth.
    // A link callback (#access_token=…) carries its own session: let supabase-js read it first.
    const isLinkCallback = /(^#|&)(access_token|error)=/.test(window.location.hash)
    const stored = isLinkCallback ? null : readStoredSession(localStorage, AUTH_STORAGE_KEY)
    if (stored) {
      handleRestoredSession(stored)
      // The app is open on the stored session: supabase-js (loading, parsing, its own start-up)
      // waits until the page has painted its content from the replica.
      await loadPhases.firstContent.reached()
    } else if (!isLinkCallback) {
      // A visitor: with no session on this device, signed out is known now, and supabase-js
      // loads only once something needs it (signing in, or another tab signing in).
      handleAuthEvent('INITIAL_SESSION', null)
      addEventListener('storage', (event) => {
        if (event.key === AUTH_STORAGE_KEY) void getSupabase()
      })
      await supabaseWanted()
    }
    // INITIAL_SESSION arrives once initialisation (including a recovery hash) has finished.
    await new Promise<void>((resolve) => {
      void onAuthChange((event, session) => {
        handleAuthEvent(event, session)
        if (event === 'INITIAL_SESSION') resolve()
      })
    })
    keeper ??= startSessionKeeper(sessionRefresher)
  },
  /** Toasts are the handling: the header's caller navigates to /auth either way. */
  async signOut() {
    if (!(await signOutAllowed())) return
    const result = await signOutEverywhere()
    if (result.ok) {
      notifications.show({
        title: i18n.t('auth:toasts.signedOut'),
        message: i18n.t('auth:toasts.signedOutMessage'),
      })
    } else {
      console.error('Sign-out failed', result.error)
      notifications.show({
        color: 'red',
        title: i18n.t('auth:toasts.signOutFailed'),
        message: i18n.t('auth:toasts.signOutFailedMessage'),
      })
    }
  },
}

let installed = false

/** Call once at start-up, before startAuth(). */
export function installSupabaseAuth(): void {
  if (installed) return
  installed = true
  registerAuthImplementation(supabaseAuth)
  onUserSignedIn((session) => void checkOnboarding(session.user.id))
  registerSignOutCleanup('onboarding-settled', forgetSettledOnboarding)
  // Sessions signed out offline are revoked once the network is back (issue 39).
  watchPendingRevocations()
}
