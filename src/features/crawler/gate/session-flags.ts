// Per-tab session memory for the gate and the signals (sessionStorage: gone when the tab closes).
const KEYS = {
  challengePassed: 'craftlink.crawler.challenge-passed',
  fingerprintSent: 'craftlink.crawler.fingerprint-sent',
  allowedAt: 'craftlink.crawler.allowed-at',
} as const

export type SessionFlag = keyof typeof KEYS

/** An allowed check is trusted for this long on reloads; a fresh check still runs behind it. */
export const ALLOWED_REUSE_MS = 10 * 60_000

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export function readFlag(flag: SessionFlag): number | null {
  const raw = storage()?.getItem(KEYS[flag])
  const value = raw ? Number(raw) : NaN
  return Number.isFinite(value) ? value : null
}

/** A check allowed this tab less than ALLOWED_REUSE_MS ago. */
export function recentlyAllowed(now = Date.now()): boolean {
  const allowedAt = readFlag('allowedAt')
  return allowedAt !== null && now - allowedAt < ALLOWED_REUSE_MS
}

export function writeFlag(flag: SessionFlag, value = Date.now()): void {
  try {
    storage()?.setItem(KEYS[flag], String(value))
  } catch {
    // Private mode or a full quota: the gate simply checks again next time.
  }
}

export function clearFlag(flag: SessionFlag): void {
  storage()?.removeItem(KEYS[flag])
}
