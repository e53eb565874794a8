// Keeps the session fresh (spec sections 4 and 9): every 30 s, and at once when the network
// comes back, a session with 90 s or less left is refreshed. A transient failure keeps the session
// (the user carries on from the replica); a final one removes it.
import * as authApi from '@/backend/auth-api.ts'
import {
  isRetryableRefreshError,
  REFRESH_CHECK_INTERVAL_MS,
  shouldRefresh,
} from '@/lib/auth/index.ts'
import { applyAuthSession, authStore, type AuthSession } from '../auth.store.ts'
import { authUi } from './auth-ui.store.ts'
import { isOnline, onOnlineChange } from '@/data/shell.ts'

export interface SessionKeeper {
  stop(): void
  /** Runs one check now (also what the timer and the online event call). */
  check(): Promise<void>
}

/** The three auth calls the keeper makes (src/backend/auth-api.ts; a stand-in in tests). */
export interface SessionRefresher {
  refresh(refreshToken: string): Promise<{
    data: { session: AuthSession | null }
    error: { status?: number; code?: string } | null
  }>
  signOutHere(): Promise<unknown>
  /** A worker who walks out of a basement should sync now, not when a cached failure expires. */
  forgetCachedFailure(): Promise<void>
}

export const sessionRefresher: SessionRefresher = {
  refresh: (refreshToken) => authApi.refreshSession(refreshToken),
  signOutHere: () => authApi.signOut('local'),
  forgetCachedFailure: authApi.forgetCachedRefreshFailure,
}

export function startSessionKeeper(
  auth: SessionRefresher,
  now: () => number = Date.now,
): SessionKeeper {
  let running = false

  async function check(): Promise<void> {
    const session = authStore.session
    if (running || !session || !isOnline()) return
    if (!shouldRefresh(session.expires_at, now())) return
    running = true
    try {
      const { data, error } = await auth.refresh(session.refresh_token)
      if (error) {
        if (!isRetryableRefreshError(error)) {
          console.warn('Session refresh rejected; signing out on this device', error)
          // A suspended account's refresh is refused as banned: /auth says why.
          if (error.code === 'user_banned') authUi.signedOutBecause = 'suspended'
          await auth.signOutHere()
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
  const stopWatching = onOnlineChange((online) => {
    if (online) void auth.forgetCachedFailure().then(check)
  })
  return {
    check,
    stop() {
      clearInterval(timer)
      stopWatching()
    },
  }
}
