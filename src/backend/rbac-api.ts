// Roles and permissions (issue 36, /admin/rbac): the permission matrix, one person's roles, and
// granting and revoking (the database functions check the caller, keep the reason and audit).
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

export interface MatrixRows {
  permissions: unknown[]
  grants: unknown[]
}

/** Every permission and which roles carry it (readable by everyone signed in). */
export async function fetchPermissionMatrix(): Promise<ApiResult<MatrixRows>> {
  const db = await getSupabase()
  const [permissions, grants] = await Promise.all([
    db.from('permissions').select('name,description').order('name'),
    db.from('role_permissions').select('role,permission'),
  ])
  const error = permissions.error ?? grants.error
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: { permissions: permissions.data ?? [], grants: grants.data ?? [] } }
}

export async function fetchPersonRoles(userId: string): Promise<ApiResult<unknown[]>> {
  const { data, error } = await (
    await getSupabase()
  ).rpc('rbac_person_roles', { p_user_id: userId })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: Array.isArray(data) ? data : [] }
}

/** Organizations to scope a role to, by name. */
export async function fetchOrganizations(limit: number): Promise<ApiResult<unknown[]>> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('organizations')
    .select('id,name')
    .order('name')
    .limit(limit)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data ?? [] }
}

export interface RoleGrant {
  userId: string
  role: string
  reason: string
  organizationId: string | null
  trades: string[]
  regions: string[]
  /** ISO moment, or null for no expiry. */
  expiresAt: string | null
}

export async function grantRole(grant: RoleGrant): Promise<ApiResult<void>> {
  const { error } = await (
    await getSupabase()
  ).rpc('admin_grant_role', {
    p_user_id: grant.userId,
    p_role: grant.role,
    p_reason: grant.reason,
    p_organization_id: grant.organizationId,
    p_trade_scope: grant.trades.length ? grant.trades : null,
    p_region_scope: grant.regions.length ? grant.regions : null,
    p_expires_at: grant.expiresAt,
  })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: undefined }
}

export async function revokeRole(roleId: string, reason: string): Promise<ApiResult<void>> {
  const { error } = await (
    await getSupabase()
  ).rpc('admin_revoke_role', { p_role_id: roleId, p_reason: reason })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: undefined }
}
