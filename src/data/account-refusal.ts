// The API refuses every request of a suspended account with code PT403 (the pre-request check in
// supabase/migrations/20261203090000_account_suspensions.sql). The sync worker meets it on its
// next pull or push and reports it as the last error of the collections it was syncing.
import type { SyncStatus } from '@sync/protocol.ts'

export const ACCOUNT_SUSPENDED_CODE = 'PT403'

/** Whether the worker's status says the server refused this account. */
export function accountRefused(status: SyncStatus | null): boolean {
  return status?.collections.some((c) => c.lastError?.code === ACCOUNT_SUSPENDED_CODE) ?? false
}
