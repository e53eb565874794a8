// Where supabase-js keeps the session. Its own module, so the app can read a stored session at
// start-up without loading supabase-js.
import { env } from '@/env.ts'

/** supabase-js's default key for this URL (`sb-<first host label>-auth-token`), made explicit
 * so the offline session keeper can read the stored session when supabase-js will not. */
export function authStorageKeyFor(url: string): string {
  const host = new URL(url).hostname.split('.')[0] ?? 'local'
  return `sb-${host}-auth-token`
}

export const AUTH_STORAGE_KEY = authStorageKeyFor(env.VITE_SUPABASE_URL)
