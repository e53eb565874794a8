// The roles store's two rows, one type each. A held role is the replica's user_roles row
// (src/db/user-role.schema.ts) with its scope lists parsed: the server's answer and the replica's
// copy both become one. The role session is the user_sessions row get_current_user_session
// answers (its zod shape is in role-row-schemas.ts, loaded on first use: visitors never need it).
import { parseTextList } from '@/backend/rows.ts'
import type { UserRoleDoc } from '@/db/index.ts'
import type { roleSessionRow } from './role-row-schemas.ts'

export type UserRole = Omit<UserRoleDoc, 'created_at' | 'region_scope' | 'trade_scope'> & {
  region_scope: string[]
  trade_scope: string[]
}

export type RoleSession = ReturnType<typeof roleSessionRow.parse>

type RoleColumns = Pick<
  UserRoleDoc,
  'id' | 'user_id' | 'role' | 'status' | 'organization_id' | 'expires_at'
>

/** A user_roles row from the replica (scopes as JSON text) or the server (scopes as arrays). */
export function toUserRole(row: RoleColumns & { region_scope: unknown; trade_scope: unknown }) {
  return {
    id: row.id,
    user_id: row.user_id,
    role: row.role,
    status: row.status,
    organization_id: row.organization_id,
    region_scope: parseTextList(row.region_scope),
    trade_scope: parseTextList(row.trade_scope),
    expires_at: row.expires_at,
  } satisfies UserRole
}

/** The row checks, loaded when a signed-in user's roles are first read. */
export const rowSchemas = () => import('./role-row-schemas.ts')
