// Remote error classification (SPEC SYNC-ERR-1, SYNC-ERR-3; PowerSync SupabaseConnector habit).

export interface RemoteError {
  code: string
  message: string
}

/** Normalises whatever supabase-js, fetch or RxDB threw into {code, message}. */
export function toRemoteError(err: unknown): RemoteError {
  if (err && typeof err === 'object') {
    const e = err as { code?: unknown; message?: unknown; details?: unknown; status?: unknown }
    const code =
      typeof e.code === 'string' ? e.code : typeof e.code === 'number' ? String(e.code) : ''
    const message =
      typeof e.message === 'string' && e.message
        ? e.message
        : typeof e.details === 'string'
          ? e.details
          : 'Unknown error'
    return { code, message }
  }
  return { code: '', message: String(err) }
}

/**
 * Final errors end the attempt for that one document: data exceptions (22xxx), integrity
 * violations (23xxx) and permission refusals (42501). Everything else (network, 5xx, JWT, unknown)
 * is worth retrying.
 */
export function isFinalError(err: RemoteError): boolean {
  return /^2[23][0-9A-Z]{3}$/.test(err.code) || err.code === '42501'
}

/** How long a retry waits while the device is offline. */
export const OFFLINE_RETRY_MS = 1000

/** What the browser says; a runtime without navigator.onLine (Node) counts as online. */
export function isDeviceOnline(): boolean {
  return globalThis.navigator?.onLine !== false
}

/**
 * Exponential backoff for transient errors: 1 s doubling to 16 s (SYNC-ERR-3), but 1 s while the
 * device is offline. RxDB cuts a retry wait short on `online` only where there is a `window`; in
 * the sync worker it waits the whole delay, so a 16 s wait begun offline would hold the first push
 * after the network returned for up to 16 s.
 */
export function backoffMs(consecutiveFailures: number): number {
  if (!isDeviceOnline()) return OFFLINE_RETRY_MS
  const base = 1000 * 2 ** Math.max(0, consecutiveFailures - 1)
  return Math.min(base, 16_000)
}
