// The admin screen's data: statistics from the function, IP entries from the admin-only table.
// Both are network-only by nature (never replicated); the page shows an offline state instead.
import { useCallback, useEffect, useState } from 'react'
import { notifications } from '@mantine/notifications'
import {
  addIpEntry,
  fetchCrawlerStats,
  fetchIpEntries,
  removeIpEntry,
  type CrawlerStats,
  type IpAccessEntry,
} from '@/backend/crawler-api.ts'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'
import { toIpEntry, type IpListKind } from './ip-entry.ts'

export type AdminAccess = 'unknown' | 'granted' | 'forbidden'

export interface CrawlerAdmin {
  access: AdminAccess
  loading: boolean
  stats: CrawlerStats | null
  entries: IpAccessEntry[]
  busy: boolean
  refresh(): Promise<void>
  add(kind: IpListKind, ip: string, reason: string, expiryHours: number): Promise<boolean>
  remove(id: string): Promise<void>
}

// A failure's own message is the server's (English, technical): it is shown by its kind.
const toast = (ok: boolean, key: string, message?: string) =>
  notifications.show({
    color: ok ? 'green' : 'red',
    title: i18n.t(`crawler:toasts.${key}` as never),
    message: message ? i18n.t(serverRefusalKey(message) as never) : undefined,
  })

export function useCrawlerAdmin(enabled: boolean, online: boolean): CrawlerAdmin {
  const [access, setAccess] = useState<AdminAccess>('unknown')
  // Loading from the first render when a fetch will start, so no empty tables flash first.
  const [loading, setLoading] = useState(enabled && online)
  const [busy, setBusy] = useState(false)
  const [stats, setStats] = useState<CrawlerStats | null>(null)
  const [entries, setEntries] = useState<IpAccessEntry[]>([])

  const refresh = useCallback(async () => {
    setLoading(true)
    const [s, e] = await Promise.all([fetchCrawlerStats(), fetchIpEntries()])
    setLoading(false)
    if (!s.ok && s.failure === 'forbidden') {
      setAccess('forbidden')
      return
    }
    if (s.ok) {
      setAccess('granted')
      setStats(s.value)
    } else if (s.failure !== 'offline') toast(false, 'statsFailed', s.message)
    if (e.ok) setEntries(e.value)
  }, [])

  useEffect(() => {
    // Loading on mount and again when the connection returns; offline keeps what was shown.
    if (enabled && online) void refresh()
  }, [enabled, online, refresh])

  const add = useCallback(
    async (kind: IpListKind, ip: string, reason: string, expiryHours: number) => {
      const entry = toIpEntry(kind, ip, reason, expiryHours)
      if (!entry) return false
      setBusy(true)
      const result = await addIpEntry(kind, entry)
      setBusy(false)
      const done = kind === 'whitelist' ? 'whitelisted' : 'blacklisted'
      toast(result.ok, result.ok ? done : `${kind}Failed`, result.ok ? undefined : result.message)
      if (result.ok) await refresh()
      return result.ok
    },
    [refresh],
  )

  const remove = useCallback(
    async (id: string) => {
      setBusy(true)
      const result = await removeIpEntry(id)
      setBusy(false)
      toast(
        result.ok,
        result.ok ? 'removed' : 'removeFailed',
        result.ok ? undefined : result.message,
      )
      if (result.ok) await refresh()
    },
    [refresh],
  )

  return { access, loading, stats, entries, busy, refresh, add, remove }
}
