// Crawler-protection whitelist/blacklist entry (spec section 5): nothing happens when the IP is
// blank after trimming; the reason defaults to "Manual whitelist" / "Manual blacklist".
// No IP format check is applied, as specified: the server decides.
export type IpListKind = 'whitelist' | 'blacklist'

export interface IpEntry {
  ip: string
  reason: string
}

export const DEFAULT_IP_REASON: Record<IpListKind, string> = {
  whitelist: 'Manual whitelist',
  blacklist: 'Manual blacklist',
}

/** The entry to send, or null when there is nothing to send. */
export function parseIpEntry(kind: IpListKind, ip: string, reason?: string | null): IpEntry | null {
  const trimmedIp = ip.trim()
  if (trimmedIp === '') return null
  const trimmedReason = (reason ?? '').trim()
  return { ip: trimmedIp, reason: trimmedReason === '' ? DEFAULT_IP_REASON[kind] : trimmedReason }
}
