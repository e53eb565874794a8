// The client's configuration: implicit flow, session persisted in localStorage and refreshed
// automatically (spec section 9). Loaded on first use by supabase-client.ts.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/env.ts'
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts'

export function createAppClient(): SupabaseClient {
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
