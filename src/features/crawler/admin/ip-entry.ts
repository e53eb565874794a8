// IP whitelist/blacklist entry rules (spec section 5): nothing happens when the IP is empty after
// trimming; the reason is optional and defaults per list; no IP format check (the spec shows none,
// and IPv6 or CIDR-style notes must not be refused). Blacklists default to 24 hours (section 9).
export type IpListKind = 'whitelist' | 'blacklist'

export interface IpEntryDraft {
  ip: string
  reason: string
  /** Hours until the entry expires; null keeps it until removed. */
  durationHours: number | null
}

export const DEFAULT_REASON: Record<IpListKind, string> = {
  whitelist: 'Manual whitelist',
  blacklist: 'Manual blacklist',
}

export const BLACKLIST_DEFAULT_HOURS = 24

/** Expiry choices in hours; 0 stands for "never". */
export const EXPIRY_CHOICES = [0, 1, 24, 24 * 7, 24 * 30] as const

export function defaultExpiry(kind: IpListKind): number {
  return kind === 'blacklist' ? BLACKLIST_DEFAULT_HOURS : 0
}

/** The request body to send, or null when there is nothing to add. */
export function toIpEntry(
  kind: IpListKind,
  ip: string,
  reason: string,
  expiryHours: number,
): IpEntryDraft | null {
  const trimmed = ip.trim()
  if (trimmed === '') return null
  return {
    ip: trimmed,
    reason: reason.trim() || DEFAULT_REASON[kind],
    durationHours: expiryHours > 0 ? expiryHours : null,
  }
}
