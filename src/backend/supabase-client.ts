// The app's one supabase-js client (ARCHITECTURE rule 4): auth here, RPCs in the *-api.ts files
// beside it, replication in sync/. Implicit flow, session persisted in localStorage and
// refreshed automatically (spec section 9).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/env.ts'

/** supabase-js's default key for this URL (`sb-<first host label>-auth-token`), made explicit
 * so the offline session keeper can read the stored session when supabase-js will not. */
export function authStorageKeyFor(url: string): string {
  const host = new URL(url).hostname.split('.')[0] ?? 'local'
  return `sb-${host}-auth-token`
}

export const AUTH_STORAGE_KEY = authStorageKeyFor(env.VITE_SUPABASE_URL)

function createAppClient(): SupabaseClient {
  return createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
    auth: {
      flowType: 'implicit',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: AUTH_STORAGE_KEY,
      storage: globalThis.localStorage,
    },
  })
}

let client: SupabaseClient | null = null

/** Created on first use, so importing a module never opens a connection. */
export function getSupabase(): SupabaseClient {
  client ??= createAppClient()
  return client
}
