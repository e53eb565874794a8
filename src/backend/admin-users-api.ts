// Administration of accounts (issue 36, /admin users): find people, read one person's roles,
// suspensions and audit trail, suspend and restore. The database functions check that the caller
// is a verified administrator and audit every change; rows come back as the server sends them.
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

export type AccountFilter = 'all' | 'active' | 'suspended'

export async function findUsers(
  search: string,
  status: AccountFilter,
  limit: number,
): Promise<ApiResult<unknown[]>> {
  const { data, error } = await (
    await getSupabase()
  ).rpc('admin_find_users', { p_search: search.trim(), p_status: status, p_limit: limit })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: Array.isArray(data) ? data : [] }
}

export interface UserRecordRows {
  roles: unknown[]
  suspensions: unknown[]
  audit: unknown[]
}

/** One person's roles (every status), suspensions and the latest audit entries about them. */
export async function fetchUserRecord(
  userId: string,
  auditLimit: number,
): Promise<ApiResult<UserRecordRows>> {
  const db = await getSupabase()
  const [roles, suspensions, audit] = await Promise.all([
    db
      .from('user_roles')
      .select('id,role,status,organization_id,trade_scope,region_scope,expires_at,created_at')
      .eq('user_id', userId)
      .eq('_deleted', false)
      .order('created_at', { ascending: true }),
    db
      .from('account_suspensions')
      .select('id,reason,suspended_by,suspended_at,restored_by,restored_at,restore_reason')
      .eq('user_id', userId)
      .order('suspended_at', { ascending: false }),
    db
      .from('role_audit_log')
      .select('id,actor_id,action_type,role_affected,reason,created_at')
      .eq('target_user_id', userId)
      .order('created_at', { ascending: false })
      .limit(auditLimit),
  ])
  const error = roles.error ?? suspensions.error ?? audit.error
  if (error) return { ok: false, error: toApiError(error) }
  return {
    ok: true,
    value: {
      roles: roles.data ?? [],
      suspensions: suspensions.data ?? [],
      audit: audit.data ?? [],
    },
  }
}

export type AccountAction = 'suspend' | 'restore'

/** Suspends or restores the account; the server keeps the reason and audits it. */
export async function changeAccount(
  userId: string,
  action: AccountAction,
  reason: string,
): Promise<ApiResult<void>> {
  const fn = action === 'suspend' ? 'admin_suspend_user' : 'admin_restore_user'
  const { error } = await (await getSupabase()).rpc(fn, { p_user_id: userId, p_reason: reason })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: undefined }
}
