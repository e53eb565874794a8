// When to refresh a session and what a failed refresh means (spec sections 4, 8 and 9).
import type { AuthErrorLike } from './auth-errors.ts'

export const REFRESH_CHECK_INTERVAL_MS = 30_000
export const REFRESH_MARGIN_MS = 90_000
export const REFRESH_BACKOFF_START_MS = 200
export const REFRESH_BACKOFF_MAX_MS = 30_000

/** expires_at is in seconds since the epoch, as GoTrue sends it. */
export function msUntilExpiry(expiresAt: number | undefined, nowMs: number): number {
  if (expiresAt === undefined) return 0
  return expiresAt * 1000 - nowMs
}

/** Refresh when 90 seconds or less remain (including already expired). */
export function shouldRefresh(expiresAt: number | undefined, nowMs: number): boolean {
  return msUntilExpiry(expiresAt, nowMs) <= REFRESH_MARGIN_MS
}

/**
 * Retryable: the server could not be reached or failed transiently (auth-js status 0, 5xx,
 * 520-530), or asked us to slow down (429). The session stays; anything else (a revoked or
 * unknown refresh token) is final and the session is removed.
 */
export function isRetryableRefreshError(e: AuthErrorLike): boolean {
  if (e.name === 'AuthRetryableFetchError') return true
  const status = e.status
  if (status === undefined || status === 0) return e.name !== 'AuthApiError'
  if (status === 429) return true
  return (status >= 500 && status <= 504) || (status >= 520 && status <= 530)
}

/** 200, 400, 800 ... ms, capped. */
export function refreshBackoffMs(attempt: number): number {
  return Math.min(REFRESH_BACKOFF_START_MS * 2 ** Math.max(0, attempt), REFRESH_BACKOFF_MAX_MS)
}
