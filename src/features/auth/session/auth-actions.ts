// What the /auth page and the header ask of the auth service (spec sections 2, 4, 7 and 8).
// Each action returns a result the UI turns into toasts; errors are handed to the caller.
import {
  sendPasswordResetEmail,
  signInWithPassword,
  signOut,
  signUpWithPassword,
  updatePassword,
  type AuthError,
} from '@/backend/auth-api.ts'
import { AUTH_STORAGE_KEY } from '@/backend/auth-storage-key.ts'
import type { SignOutScope } from '@/backend/session-revocation-api.ts'
import { isIgnorableSignOutError, isNetworkFailure } from '@/lib/auth/index.ts'
import { applyAuthSession, authStore, type AuthSession } from '../auth.store.ts'
import { noteAccountCreated } from './onboarding-check.ts'
import { queueRevocation } from './pending-revocation.ts'
import { readStoredSession } from './stored-session.ts'
import { runSignOutCleanups } from './sign-out-cleanups.ts'
import { authUi, type SignedOutReason } from './auth-ui.store.ts'
import { isOnline } from '@/data/shell.ts'
import { currentLanguage, preferenceOf } from '@/i18n/index.ts'

export type ActionResult<T = void> = { ok: true; value: T } | { ok: false; error: AuthError }

const ok = <T>(value: T): ActionResult<T> => ({ ok: true, value })
const fail = (error: AuthError): ActionResult<never> => ({ ok: false, error })

function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString()
}

export async function signIn(email: string, password: string): Promise<ActionResult<string>> {
  const { data, error } = await signInWithPassword(email, password)
  if (error) return fail(error)
  return ok(data.user?.email ?? email)
}

export type SignUpOutcome = 'signedIn' | 'confirmEmail' | 'alreadyRegistered'

export async function signUp(
  email: string,
  password: string,
): Promise<ActionResult<SignUpOutcome>> {
  const language = preferenceOf(currentLanguage())
  const { data, error } = await signUpWithPassword(email, password, siteUrl('/'), language)
  if (error) return fail(error)
  if (data.session) {
    noteAccountCreated(data.session.user.id)
    return ok('signedIn')
  }
  // With confirmations on, GoTrue answers an existing address with a user without identities
  // (no enumeration); the UI treats it like "already registered".
  if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
    return ok('alreadyRegistered')
  }
  return ok('confirmEmail')
}

export async function sendPasswordReset(email: string): Promise<ActionResult> {
  const { error } = await sendPasswordResetEmail(email, siteUrl('/auth?type=recovery'))
  return error ? fail(error) : ok(undefined)
}

/** The recovery form: the link signed the user in; the new password keeps them signed in. */
export async function setNewPassword(password: string): Promise<ActionResult> {
  const { error } = await updatePassword(password)
  if (error) return fail(error)
  authUi.recovery = false
  return ok(undefined)
}

/**
 * Signs out everywhere. 401/403/404 mean "already signed out". Without a network this device
 * still signs out at once (a shared tablet on a job site); the server's revocation waits for the
 * network (pending-revocation.ts).
 */
export async function signOutEverywhere(): Promise<ActionResult> {
  let offline = !isOnline()
  if (!offline) {
    const { error } = await signOut('global')
    if (error && !isIgnorableSignOutError(error)) {
      if (!isNetworkFailure(error)) return fail(error)
      offline = true
    }
  }
  if (offline) await signOutOffline('global')
  // SIGNED_OUT normally did this already; repeat for the paths where no event fires. The
  // cleanups run once and are awaited, so the local data is gone before /auth shows.
  applyAuthSession(null)
  authUi.recovery = false
  await runSignOutCleanups()
  return ok(undefined)
}

/**
 * Signs out on this device only (settings, "Sign out of this device"): other devices keep their
 * sessions. supabase-js removes the local session before it calls the server; when that call
 * cannot reach it, the revocation is queued as for signOutEverywhere. The local data is wiped by
 * the sign-out cleanups either way.
 */
export async function signOutThisDevice(): Promise<ActionResult> {
  if (!isOnline()) await signOutOffline('local')
  else {
    const session = storedSession()
    const { error } = await signOut('local')
    if (error && isNetworkFailure(error) && session) queueRevocation(session, 'local')
    else if (error && !isIgnorableSignOutError(error)) return fail(error)
  }
  applyAuthSession(null)
  authUi.recovery = false
  await runSignOutCleanups()
  return ok(undefined)
}

/**
 * The server refused this account (an administrator suspended it) or this session (signed out
 * from another device): sign out here and wipe the local data, as "Sign out of this device"
 * does, and let /auth say why. The writes still waiting are the server's to refuse; they go with
 * the replica.
 */
export async function signOutByServer(reason: SignedOutReason): Promise<void> {
  if (!authStore.session) return
  authUi.signedOutBecause = reason
  await signOutThisDevice()
}

/** The session as supabase-js last stored it (its newest refresh token), else the store's. */
function storedSession(): AuthSession | null {
  return readStoredSession(globalThis.localStorage, AUTH_STORAGE_KEY) ?? authStore.session
}

/**
 * Signs this device out without the server and queues the revocation. The stored session goes
 * first: supabase-js would otherwise retry an expired token's refresh (up to 30 s) before it
 * signs out, and SIGNED_OUT still fires.
 */
async function signOutOffline(scope: SignOutScope): Promise<void> {
  const session = storedSession()
  if (session) queueRevocation(session, scope)
  globalThis.localStorage.removeItem(AUTH_STORAGE_KEY)
  await signOut('local')
}
