// Sync health across every device (admin_sync_health) for the admin page's glance.
import { useCallback } from 'react'
import * as z from 'zod'
import { fetchSyncHealth } from '@/backend/admin-api.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

const healthRow = z.object({
  devices_24h: z.coerce.number(),
  installed_24h: z.coerce.number(),
  with_pending: z.coerce.number(),
  pending_writes: z.coerce.number(),
  stale_pending: z.coerce.number(),
  with_errors_24h: z.coerce.number(),
  last_report_at: z.string().nullable(),
})
export type SyncHealth = z.infer<typeof healthRow>

export function useSyncHealth(enabled: boolean) {
  const read = useCallback(async () => {
    const result = await fetchSyncHealth()
    if (!result.ok) throw new Error(result.error.message)
    return healthRow.parse(result.value)
  }, [])
  return useRemoteRead(enabled, read, 'Sync health')
}
