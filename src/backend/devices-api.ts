// The devices signed in to the account (its auth sessions) and signing one out (issue 36,
// /cross-platform-sync). The database functions answer for the signed-in person only.
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

export async function fetchMySessions(): Promise<ApiResult<unknown[]>> {
  const { data, error } = await (await getSupabase()).rpc('my_sessions')
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: Array.isArray(data) ? data : [] }
}

/** Ends the session: the device's token is refused from its next request on. */
export async function endSession(sessionId: string): Promise<ApiResult<void>> {
  const { error } = await (await getSupabase()).rpc('end_my_session', { p_session_id: sessionId })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: undefined }
}

export interface DeviceReport {
  deviceId: string
  installed: boolean
  pendingWrites: number
  lastSyncedAt: string | null
}

/** Tells the server how this device's sync stands (its other devices and admins see it). */
export async function reportDeviceSync(report: DeviceReport): Promise<ApiResult<void>> {
  const { error } = await (
    await getSupabase()
  ).rpc('report_device_sync', {
    p_device_id: report.deviceId,
    p_installed: report.installed,
    p_pending_writes: report.pendingWrites,
    p_last_synced_at: report.lastSyncedAt,
  })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: undefined }
}

export async function fetchMyDeviceReports(): Promise<ApiResult<unknown[]>> {
  const { data, error } = await (await getSupabase()).rpc('my_device_reports')
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: Array.isArray(data) ? data : [] }
}
