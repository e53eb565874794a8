// Group administration (issue 36, /group-admin): the database functions act for an organization's
// administrators (its owner and company-role holders) inside that organization only.
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

async function rpc<T>(name: string, args?: Record<string, unknown>): Promise<ApiResult<T>> {
  const { data, error } = await (await getSupabase()).rpc(name, args)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data as T }
}

export const fetchManagedOrganizations = () => rpc<unknown>('my_managed_organizations')
export const fetchOrganizationMembers = (organizationId: string) =>
  rpc<unknown>('organization_members', { p_organization_id: organizationId })
export const fetchJoinRequests = (organizationId: string) =>
  rpc<unknown>('organization_join_requests', { p_organization_id: organizationId })

export const decideJoinRequest = (requestId: string, approve: boolean, note: string) =>
  rpc<null>('organization_decide_request', {
    p_request_id: requestId,
    p_approve: approve,
    p_note: note.trim() === '' ? null : note.trim(),
  })

export const grantOrganizationRole = (
  organizationId: string,
  userId: string,
  role: string,
  reason: string,
) =>
  rpc<string>('organization_grant_role', {
    p_organization_id: organizationId,
    p_user_id: userId,
    p_role: role,
    p_reason: reason,
  })

export const revokeOrganizationRole = (roleId: string, reason: string) =>
  rpc<null>('organization_revoke_role', { p_role_id: roleId, p_reason: reason })
