// The API refuses the requests of a suspended account (PT403) and of a session that has ended
// (PT401: signed out from another device, or everywhere), in the pre-request check of
// supabase/migrations/20261203110000_device_sessions.sql. The sync worker meets either on its
// next pull or push and reports it as the last error of the collections it was syncing.
import type { SyncStatus } from '@sync/protocol.ts'

export type ServerRefusal = 'suspended' | 'sessionEnded'

const BY_CODE: Record<string, ServerRefusal> = { PT403: 'suspended', PT401: 'sessionEnded' }

/** Why the server refused this account or session, as the worker's status says; else null. */
export function serverRefusal(status: SyncStatus | null): ServerRefusal | null {
  for (const c of status?.collections ?? []) {
    const refusal = c.lastError ? BY_CODE[c.lastError.code] : undefined
    if (refusal) return refusal
  }
  return null
}
