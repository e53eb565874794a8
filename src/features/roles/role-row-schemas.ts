// The zod shapes of the role rows the server answers and this device keeps (role-rows.ts).
import * as z from 'zod'
import { userRoleRow } from '@/db/user-role.schema.ts'
import { toUserRole, type RoleSession, type UserRole } from './role-rows.ts'

const heldRoles = z.array(
  userRoleRow
    .pick({ id: true, user_id: true, role: true, status: true, organization_id: true })
    .extend({
      expires_at: userRoleRow.shape.expires_at,
      region_scope: z.unknown(),
      trade_scope: z.unknown(),
    }),
)

export const roleSessionRow = z.object({
  session_id: z.string(),
  user_id: z.string(),
  active_role: z.string(),
  organization_id: z.string().nullable(),
  session_token: z.string(),
  is_active: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})

/** The server's user_roles rows; throws on a row of another shape. */
export function parseUserRoles(rows: unknown): UserRole[] {
  return heldRoles.parse(rows).map(toUserRole)
}

/** A role session from the server or this device's copy (null: none); throws on another shape. */
export function parseRoleSession(value: unknown): RoleSession | null {
  return roleSessionRow.nullable().parse(value)
}
