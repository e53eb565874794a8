// The roles store's two rows, one type each. A held role is the replica's user_roles row
// (src/db/user-role.schema.ts) with its scope lists parsed: the server's answer and the replica's
// copy both become one. The role session is the user_sessions row get_current_user_session
// answers; it is also kept on the device for an offline start, so it is read through zod.
import * as z from 'zod'
import { parseTextList } from '@/backend/rows.ts'
import type { UserRoleDoc } from '@/db/index.ts'
import { userRoleRow } from '@/db/user-role.schema.ts'

export type UserRole = Omit<UserRoleDoc, 'created_at' | 'region_scope' | 'trade_scope'> & {
  region_scope: string[]
  trade_scope: string[]
}

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

// Built on first use: zod schemas made at import slow the app's start (docs/performance.md).
let schemas: ReturnType<typeof makeSchemas> | null = null
function makeSchemas() {
  return {
    roles: z.array(
      userRoleRow
        .pick({ id: true, user_id: true, role: true, status: true, organization_id: true })
        .extend({
          expires_at: userRoleRow.shape.expires_at,
          region_scope: z.unknown(),
          trade_scope: z.unknown(),
        }),
    ),
    session: z
      .object({
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
      .nullable(),
  }
}
const rowSchemas = () => (schemas ??= makeSchemas())

export type RoleSession = NonNullable<z.infer<ReturnType<typeof makeSchemas>['session']>>

/** The server's user_roles rows; throws on a row of another shape. */
export function parseUserRoles(rows: unknown): UserRole[] {
  return rowSchemas().roles.parse(rows).map(toUserRole)
}

/** A role session from the server or this device's copy; throws on another shape. */
export function parseRoleSession(value: unknown): RoleSession | null {
  return rowSchemas().session.parse(value)
}
