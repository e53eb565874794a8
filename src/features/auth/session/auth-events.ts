// Turns supabase-js auth events into the store (spec section 4): every event updates session and
// user and clears loading. A sign-out that follows a signed-in user runs the sign-out cleanups.
import type { AuthChangeEvent, Session } from '@/backend/auth-api.ts'
import { AUTH_STORAGE_KEY } from '@/backend/auth-storage-key.ts'
import { applyAuthSession, authStore, type AuthSession } from '../auth.store.ts'
import { runSignOutCleanups } from './sign-out-cleanups.ts'
import { readStoredSession } from './stored-session.ts'
import { authUi } from './auth-ui.store.ts'

export type SessionListener = (session: AuthSession) => void

const signedInListeners = new Set<SessionListener>()
/** The session last announced, while its user is still the one signed in. */
let announced: AuthSession | null = null

/**
 * Called once per newly signed-in user (not on token refreshes): onboarding check, roles. A
 * listener added after the user was announced (a member's code loads once someone signs in) is
 * called with that session at once, so it misses no one.
 */
export function onUserSignedIn(listener: SessionListener): () => void {
  signedInListeners.add(listener)
  const now = announced
  if (now && authStore.user?.id === now.user.id) {
    setTimeout(() => {
      if (signedInListeners.has(listener) && announced === now) listener(now)
    }, 0)
  }
  return () => signedInListeners.delete(listener)
}

function announceIfNewUser(previousUserId: string | null, session: AuthSession): void {
  if (previousUserId === session.user.id) return
  // Outside the supabase-js callback: calling the client inside it would deadlock its lock.
  setTimeout(() => {
    announced = session
    for (const listener of signedInListeners) listener(session)
  }, 0)
}

/** A session read from storage before supabase-js has finished initialising. */
export function handleRestoredSession(session: AuthSession): void {
  const previousUserId = authStore.user?.id ?? null
  applyAuthSession(session)
  announceIfNewUser(previousUserId, session)
}

export function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  const previousUserId = authStore.user?.id ?? null
  if (event === 'PASSWORD_RECOVERY') authUi.recovery = true

  if (event === 'INITIAL_SESSION' && !session) {
    // An expired session supabase-js could not refresh (offline) is still in storage: keep the
    // user in the app; the session keeper refreshes it once the network is back.
    const stale = readStoredSession(globalThis.localStorage, AUTH_STORAGE_KEY)
    applyAuthSession(stale)
    if (stale) announceIfNewUser(previousUserId, stale)
    return
  }

  if (event === 'SIGNED_OUT' || !session) {
    announced = null
    applyAuthSession(null)
    authUi.recovery = false
    if (previousUserId) void runSignOutCleanups()
    return
  }

  if (event === 'SIGNED_IN') authUi.signedOutBecause = null
  applyAuthSession(session)
  announceIfNewUser(previousUserId, session)
}
