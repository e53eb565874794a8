// The rows the admin screen reads (role_requests, role_audit_log, names), checked with zod: the
// screen shows what the server sent or says it could not read it.
import * as z from 'zod'
import { parseTextList } from '@/backend/rows.ts'

const textList = z.unknown().transform(parseTextList)

export const roleRequestRow = z.object({
  id: z.string(),
  user_id: z.string(),
  requested_role: z.string(),
  organization_id: z.string().nullable(),
  reason: z.string().nullable(),
  trade_scope: textList,
  region_scope: textList,
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
})
export type RoleRequest = z.infer<typeof roleRequestRow>

export const AUDIT_ACTIONS = [
  'request',
  'approve',
  'reject',
  'grant',
  'revoke',
  'suspend',
  'switch',
  'suspend_account',
  'restore_account',
] as const

export const auditRow = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  target_user_id: z.string(),
  action_type: z.enum(AUDIT_ACTIONS),
  /** Null for account actions (suspend_account, restore_account). */
  role_affected: z.string().nullable(),
  organization_id: z.string().nullable(),
  trade_scope: textList,
  region_scope: textList,
  reason: z.string().nullable(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditRow>

const personRow = z.object({ user_id: z.string(), full_name: z.string().nullable() })
const organizationRow = z.object({ id: z.string(), name: z.string() })

/** Names by id: people (full names) and organizations. */
export type Names = ReadonlyMap<string, string>

export function namesOf(people: unknown, organizations: unknown): Names {
  const names = new Map<string, string>()
  for (const p of z.array(personRow).parse(people)) {
    if (p.full_name) names.set(p.user_id, p.full_name)
  }
  for (const o of z.array(organizationRow).parse(organizations)) names.set(o.id, o.name)
  return names
}

export const parseRoleRequests = (rows: unknown): RoleRequest[] =>
  z.array(roleRequestRow).parse(rows)

export const parseAuditLog = (rows: unknown): AuditEntry[] => z.array(auditRow).parse(rows)

/** Audit entries whose people, role or reason contain the search text (any case). */
export function filterAudit(
  entries: readonly AuditEntry[],
  names: Names,
  search: string,
  roleName: (role: string) => string,
): AuditEntry[] {
  const q = search.trim().toLocaleLowerCase()
  if (!q) return [...entries]
  return entries.filter((e) =>
    [
      names.get(e.target_user_id),
      e.actor_id ? names.get(e.actor_id) : null,
      e.role_affected ? roleName(e.role_affected) : null,
      e.role_affected,
      e.reason,
    ].some((v) => v?.toLocaleLowerCase().includes(q)),
  )
}
