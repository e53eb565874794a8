// Administration calls (issue 36, /admin): role requests and their decisions, the role audit log,
// and the names of the people they concern. Row-level security lets only administrators read
// other people's rows and decide requests; the rows come back as the server sends them, for the
// admin feature to check.
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

const REQUEST_COLUMNS =
  'id,user_id,requested_role,organization_id,reason,trade_scope,region_scope,status,' +
  'decided_by,decided_at,decision_note,created_at'

/** Pending requests (oldest first: first come, first served) and the latest decided ones. */
export async function fetchRoleRequests(decidedLimit: number): Promise<ApiResult<unknown[]>> {
  const db = await getSupabase()
  const [pending, decided] = await Promise.all([
    db
      .from('role_requests')
      .select(REQUEST_COLUMNS)
      .eq('status', 'pending')
      .order('created_at', { ascending: true }),
    db
      .from('role_requests')
      .select(REQUEST_COLUMNS)
      .neq('status', 'pending')
      .order('decided_at', { ascending: false, nullsFirst: false })
      .limit(decidedLimit),
  ])
  const error = pending.error ?? decided.error
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: [...(pending.data ?? []), ...(decided.data ?? [])] }
}

export type RoleDecision = 'approved' | 'rejected'

/**
 * The server grants or refuses the role and writes the audit entry. Only a pending request
 * changes: an answer without a row means someone decided it first.
 */
export async function decideRoleRequest(
  id: string,
  decision: RoleDecision,
  note: string,
): Promise<ApiResult<boolean>> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('role_requests')
    .update({ status: decision, decision_note: note.trim() === '' ? null : note.trim() })
    .eq('id', id)
    .eq('status', 'pending')
    .select('id')
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: (data ?? []).length === 1 }
}

export interface AuditQuery {
  action: string | null
  limit: number
}

export async function fetchRoleAuditLog(query: AuditQuery): Promise<ApiResult<unknown[]>> {
  let request = (await getSupabase())
    .from('role_audit_log')
    .select(
      'id,actor_id,target_user_id,action_type,role_affected,organization_id,trade_scope,' +
        'region_scope,reason,created_at',
    )
    .order('created_at', { ascending: false })
    .limit(query.limit)
  if (query.action) request = request.eq('action_type', query.action)
  const { data, error } = await request
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data ?? [] }
}

/** Rows of `table` whose `key` is one of `ids`, with the given columns. */
async function rowsByIds(
  table: string,
  columns: string,
  key: string,
  ids: readonly string[],
): Promise<ApiResult<unknown[]>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return { ok: true, value: [] }
  const { data, error } = await (await getSupabase()).from(table).select(columns).in(key, unique)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data ?? [] }
}

/** Display names of the given users (user_profiles rows; people without one are left out). */
export const fetchPeopleNames = (userIds: readonly string[]) =>
  rowsByIds('user_profiles', 'user_id,full_name', 'user_id', userIds)

/** Names of the given organizations. */
export const fetchOrganizationNames = (organizationIds: readonly string[]) =>
  rowsByIds('organizations', 'id,name', 'id', organizationIds)

/** Sync health across every device (verified administrators): one row of figures. */
export async function fetchSyncHealth(): Promise<ApiResult<unknown>> {
  const { data, error } = await (await getSupabase()).rpc('admin_sync_health')
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: Array.isArray(data) ? data[0] : data }
}
