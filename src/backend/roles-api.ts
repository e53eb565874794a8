// Role calls (spec section 7): role session, held roles, switching, requests, permissions.
import { getSupabase } from './supabase-client.ts'
import { toApiError, type ApiResult } from './rows.ts'

const DEFAULT_SESSION_HOURS = 24

/** The current user_sessions row as the server answers it (null: none), for the caller to parse. */
export async function fetchCurrentRoleSession(): Promise<ApiResult<unknown>> {
  const { data, error } = await (await getSupabase()).rpc('get_current_user_session')
  if (error) return { ok: false, error: toApiError(error) }
  const rows = (Array.isArray(data) ? data : [data]) as unknown[]
  return { ok: true, value: rows[0] ?? null }
}

/** The default role session: customer, no organisation, 24 hours (spec sections 4 and 9). */
export async function createDefaultRoleSession(userId: string): Promise<ApiResult<null>> {
  const expiresAt = new Date(Date.now() + DEFAULT_SESSION_HOURS * 3600_000).toISOString()
  const { error } = await (await getSupabase()).from('user_sessions').insert({
    user_id: userId,
    active_role: 'customer',
    organization_id: null,
    expires_at: expiresAt,
  })
  return error ? { ok: false, error: toApiError(error) } : { ok: true, value: null }
}

/** Active roles, plus pending ones so the menu can show them with their badge (user_roles rows). */
export async function fetchUserRoles(
  userId: string,
): Promise<ApiResult<Record<string, unknown>[]>> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('user_roles')
    .select('id,user_id,role,status,organization_id,region_scope,trade_scope,expires_at')
    .eq('user_id', userId)
    .in('status', ['active', 'pending'])
    .order('created_at', { ascending: true })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: (data ?? []) as Record<string, unknown>[] }
}

export async function switchUserRole(
  role: string,
  organizationId: string | null,
): Promise<ApiResult<null>> {
  const { error } = await (
    await getSupabase()
  ).rpc('switch_user_role', {
    new_role: role,
    new_organization_id: organizationId,
  })
  return error ? { ok: false, error: toApiError(error) } : { ok: true, value: null }
}

export interface RoleRequestInput {
  role: string
  organizationId: string | null
  reason: string
  tradeScope: string[]
  regionScope: string[]
}

/** The server records the request and its audit entry (the spec's log_role_action row). */
export async function submitRoleRequest(input: RoleRequestInput): Promise<ApiResult<null>> {
  const { error } = await (
    await getSupabase()
  ).rpc('submit_role_request', {
    p_requested_role: input.role,
    p_organization_id: input.organizationId,
    p_reason: input.reason,
    p_trade_scope: input.tradeScope,
    p_region_scope: input.regionScope,
  })
  return error ? { ok: false, error: toApiError(error) } : { ok: true, value: null }
}

/** Spec section 6: false on any error. */
export async function userHasPermission(permission: string): Promise<boolean> {
  try {
    const { data, error } = await (
      await getSupabase()
    ).rpc('user_has_permission', {
      required_permission: permission,
    })
    if (error) {
      console.warn('Permission check failed', permission, error.message)
      return false
    }
    return data === true
  } catch (error) {
    console.warn('Permission check failed', permission, error)
    return false
  }
}
