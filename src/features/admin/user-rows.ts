// The account rows /admin reads (admin_find_users, a person's roles, suspensions and audit
// trail), checked with zod, and the rule for the reason an administrator gives.
import * as z from 'zod'
import { parseTextList } from '@/backend/rows.ts'
import { AUDIT_ACTIONS } from './admin-rows.ts'

const textList = z.unknown().transform(parseTextList)

export const foundUserRow = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  roles: z.array(z.string()),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
})
export type FoundUser = z.infer<typeof foundUserRow>

const heldRoleRow = z.object({
  id: z.string(),
  role: z.string(),
  status: z.string(),
  organization_id: z.string().nullable(),
  trade_scope: textList,
  region_scope: textList,
  expires_at: z.string().nullable(),
  created_at: z.string(),
})
export type HeldRole = z.infer<typeof heldRoleRow>

const suspensionRow = z.object({
  id: z.string(),
  reason: z.string(),
  suspended_by: z.string().nullable(),
  suspended_at: z.string(),
  restored_by: z.string().nullable(),
  restored_at: z.string().nullable(),
  restore_reason: z.string().nullable(),
})
export type Suspension = z.infer<typeof suspensionRow>

const personAuditRow = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  action_type: z.enum(AUDIT_ACTIONS),
  role_affected: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
})
export type PersonAuditEntry = z.infer<typeof personAuditRow>

export const parseFoundUsers = (rows: unknown): FoundUser[] => z.array(foundUserRow).parse(rows)

export function parseUserRecord(rows: { roles: unknown; suspensions: unknown; audit: unknown }) {
  return {
    roles: z.array(heldRoleRow).parse(rows.roles),
    suspensions: z.array(suspensionRow).parse(rows.suspensions),
    audit: z.array(personAuditRow).parse(rows.audit),
  }
}
export type UserRecord = ReturnType<typeof parseUserRecord>

/** The server's limit for the reason of a suspension or a restore. */
export const REASON_MAX = 1000

/** The reason an administrator gives: required, at most REASON_MAX characters once trimmed. */
export const accountReason = z
  .string()
  .trim()
  .min(1, 'admin:users.reasonRequired')
  .max(REASON_MAX, 'admin:users.reasonTooLong')
