// Keeps the session fresh (spec sections 4 and 9): every 30 s, and at once when the network
// comes back, a session with 90 s or less left is refreshed. A transient failure keeps the session
// (the user carries on from the replica); a final one removes it.
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  isRetryableRefreshError,
  REFRESH_CHECK_INTERVAL_MS,
  shouldRefresh,
} from '@/lib/auth/index.ts'
import { applyAuthSession, authStore } from '../auth.store.ts'

export interface SessionKeeper {
  stop(): void
  /** Runs one check now (also what the timer and the online event call). */
  check(): Promise<void>
}

/**
 * auth-js caches a failed refresh for 60 s so an outage does not cause a request storm. When the
 * browser reports the network is back, that cached failure is stale: a worker who walks out of
 * a basement should sync now, not a minute later. The field is protected in auth-js 2.119; if a
 * later version renames it this does nothing and the 30 s checks still recover.
 */
function forgetCachedRefreshFailure(client: SupabaseClient): void {
  const auth = client.auth as unknown as { lastRefreshFailure?: unknown }
  if ('lastRefreshFailure' in auth) auth.lastRefreshFailure = null
}

export function startSessionKeeper(
  client: SupabaseClient,
  now: () => number = Date.now,
): SessionKeeper {
  let running = false

  async function check(): Promise<void> {
    const session = authStore.session
    if (running || !session || !navigator.onLine) return
    if (!shouldRefresh(session.expires_at, now())) return
    running = true
    try {
      const { data, error } = await client.auth.refreshSession({
        refresh_token: session.refresh_token,
      })
      if (error) {
        if (!isRetryableRefreshError(error)) {
          console.warn('Session refresh rejected; signing out on this device', error)
          await client.auth.signOut({ scope: 'local' })
          applyAuthSession(null)
        }
        return
      }
      if (data.session) applyAuthSession(data.session)
    } finally {
      running = false
    }
  }

  const timer = setInterval(() => void check(), REFRESH_CHECK_INTERVAL_MS)
  const onOnline = () => {
    forgetCachedRefreshFailure(client)
    void check()
  }
  window.addEventListener('online', onOnline)
  return {
    check,
    stop() {
      clearInterval(timer)
      window.removeEventListener('online', onOnline)
    },
  }
}
