// The auth service (GoTrue) as the app calls it: the remote layer's auth calls. Features sign in,
// out and up, and manage sessions through these; the supabase-js client stays in src/backend.
// supabase-js itself is loaded on the first call (supabase-client.ts), never with this module.
import type {
  AuthChangeEvent,
  AuthError,
  Factor,
  Session,
  SupabaseClient,
  User,
} from '@supabase/supabase-js'
import type { SignOutScope } from './session-revocation-api.ts'
import { getSupabase } from './supabase-client.ts'

export type { AuthChangeEvent, AuthError, Factor, Session, User }

const auth = async () => (await getSupabase()).auth

export async function signInWithPassword(email: string, password: string) {
  return (await auth()).signInWithPassword({ email, password })
}

/** `redirectTo`: where the confirmation link returns; `language` ('en' | 'fr') starts the new
 * account's preferences and picks the language of the emails it is sent. */
export async function signUpWithPassword(
  email: string,
  password: string,
  redirectTo: string,
  language: 'en' | 'fr',
) {
  return (await auth()).signUp({
    email,
    password,
    options: { emailRedirectTo: redirectTo, data: { language } },
  })
}

export async function sendPasswordResetEmail(email: string, redirectTo: string) {
  return (await auth()).resetPasswordForEmail(email, { redirectTo })
}

export async function updatePassword(password: string) {
  return (await auth()).updateUser({ password })
}

/** 'global' ends every session of the user; 'local' this device's only. */
export async function signOut(scope: SignOutScope) {
  return (await auth()).signOut({ scope })
}

/** With no token: the client's stored session is refreshed. */
export async function refreshSession(refreshToken?: string) {
  const client = await auth()
  return refreshToken === undefined
    ? client.refreshSession()
    : client.refreshSession({ refresh_token: refreshToken })
}

/**
 * Subscribes to auth events; resolves once the client is loaded. INITIAL_SESSION arrives once
 * initialisation (including a recovery hash) has finished.
 */
export async function onAuthChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): Promise<() => void> {
  const { data } = (await auth()).onAuthStateChange(listener)
  return () => data.subscription.unsubscribe()
}

/**
 * auth-js caches a failed refresh for 60 s so an outage does not cause a request storm. When the
 * browser reports the network is back, that cached failure is stale. The field is protected in
 * auth-js 2.119; if a later version renames it this does nothing (the 30 s checks still recover).
 */
export async function forgetCachedRefreshFailure(): Promise<void> {
  const client: SupabaseClient['auth'] = await auth()
  const fields = client as unknown as { lastRefreshFailure?: unknown }
  if ('lastRefreshFailure' in fields) fields.lastRefreshFailure = null
}
