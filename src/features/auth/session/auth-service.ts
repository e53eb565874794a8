// The auth implementation registered with the app's auth lifecycle: initialisation runs once
// (subscribe to auth changes, read the current session, set initialized), then the session
// keeper watches expiry.
import { getSupabase } from '@/backend/supabase-client.ts'
import { registerAuthImplementation, type AuthImplementation } from '../auth-lifecycle.ts'
import { signOutEverywhere } from './auth-actions.ts'
import { handleAuthEvent } from './auth-events.ts'
import { startSessionKeeper, type SessionKeeper } from './session-keeper.ts'

let keeper: SessionKeeper | null = null

export const supabaseAuth: AuthImplementation = {
  async initialize() {
    const client = getSupabase()
    // INITIAL_SESSION arrives once initialisation (including a recovery hash) has finished.
    const initialised = new Promise<void>((resolve) => {
      client.auth.onAuthStateChange((event, session) => {
        handleAuthEvent(event, session)
        if (event === 'INITIAL_SESSION') resolve()
      })
    })
    await initialised
    keeper ??= startSessionKeeper(client)
  },
  async signOut() {
    const result = await signOutEverywhere()
    if (!result.ok) throw result.error
  },
}

/** Call once at start-up, before startAuth(). */
export function installSupabaseAuth(): void {
  registerAuthImplementation(supabaseAuth)
}
