// What the /auth page and the header ask of the auth service (spec sections 2, 4, 7 and 8).
// Each action returns a result the UI turns into toasts; errors are handed to the caller.
import type { AuthError } from '@supabase/supabase-js'
import { getSupabase } from '@/backend/supabase-client.ts'
import { isIgnorableSignOutError, isNetworkFailure } from '@/lib/auth/index.ts'
import { applyAuthSession } from '../auth.store.ts'
import { noteAccountCreated } from './onboarding-check.ts'
import { runSignOutCleanups } from './sign-out-cleanups.ts'
import { authUi } from './auth-ui.store.ts'

export type ActionResult<T = void> = { ok: true; value: T } | { ok: false; error: AuthError }

const ok = <T>(value: T): ActionResult<T> => ({ ok: true, value })
const fail = (error: AuthError): ActionResult<never> => ({ ok: false, error })

function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString()
}

export async function signIn(email: string, password: string): Promise<ActionResult<string>> {
  const { data, error } = await (await getSupabase()).auth.signInWithPassword({ email, password })
  if (error) return fail(error)
  return ok(data.user?.email ?? email)
}

export type SignUpOutcome = 'signedIn' | 'confirmEmail' | 'alreadyRegistered'

export async function signUp(
  email: string,
  password: string,
): Promise<ActionResult<SignUpOutcome>> {
  const { data, error } = await (
    await getSupabase()
  ).auth.signUp({
    email,
    password,
    options: { emailRedirectTo: siteUrl('/'), data: {} },
  })
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
  const { error } = await (
    await getSupabase()
  ).auth.resetPasswordForEmail(email, {
    redirectTo: siteUrl('/auth?type=recovery'),
  })
  return error ? fail(error) : ok(undefined)
}

/** The recovery form: the link signed the user in; the new password keeps them signed in. */
export async function setNewPassword(password: string): Promise<ActionResult> {
  const { error } = await (await getSupabase()).auth.updateUser({ password })
  if (error) return fail(error)
  authUi.recovery = false
  return ok(undefined)
}

/**
 * Signs out everywhere. 401/403/404 mean "already signed out". Without a network the server
 * cannot revoke anything, but this device still signs out (a shared tablet on a job site).
 */
export async function signOutEverywhere(): Promise<ActionResult> {
  const client = await getSupabase()
  const { error } = await client.auth.signOut({ scope: 'global' })
  if (error && !isIgnorableSignOutError(error)) {
    if (!isNetworkFailure(error)) return fail(error)
    await client.auth.signOut({ scope: 'local' })
  }
  // SIGNED_OUT normally did this already; repeat for the paths where no event fires. The
  // cleanups run once and are awaited, so the local data is gone before /auth shows.
  applyAuthSession(null)
  authUi.recovery = false
  await runSignOutCleanups()
  return ok(undefined)
}

/**
 * Signs out on this device only (settings, "Sign out of this device"): other devices keep their
 * sessions. supabase-js removes the local session before it calls the server, so this works
 * offline; the local data is wiped by the sign-out cleanups either way.
 */
export async function signOutThisDevice(): Promise<ActionResult> {
  const { error } = await (await getSupabase()).auth.signOut({ scope: 'local' })
  if (error && !isIgnorableSignOutError(error) && !isNetworkFailure(error)) return fail(error)
  applyAuthSession(null)
  authUi.recovery = false
  await runSignOutCleanups()
  return ok(undefined)
}
