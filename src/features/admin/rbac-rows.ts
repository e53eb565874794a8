// What /admin/rbac reads (the permission matrix, a person's roles, organizations), checked with
// zod, the effective permissions of a set of roles, and the grant form's rules.
import * as z from 'zod'
import { parseTextList } from '@/backend/rows.ts'
import { KNOWN_ROLES } from '@/lib/roles/index.ts'
import { PROVINCES, TRADE_SPECIALTIES } from '@/lib/validation/catalogues.ts'
import { accountReason } from './user-rows.ts'

const textList = z.unknown().transform(parseTextList)

const permissionRow = z.object({ name: z.string(), description: z.string() })
const grantRow = z.object({ role: z.string(), permission: z.string() })

export interface PermissionMatrix {
  permissions: Array<z.infer<typeof permissionRow>>
  /** Permission names by role. */
  byRole: ReadonlyMap<string, ReadonlySet<string>>
}

export function parseMatrix(rows: { permissions: unknown; grants: unknown }): PermissionMatrix {
  const byRole = new Map<string, Set<string>>()
  for (const g of z.array(grantRow).parse(rows.grants)) {
    const set = byRole.get(g.role) ?? new Set<string>()
    set.add(g.permission)
    byRole.set(g.role, set)
  }
  return { permissions: z.array(permissionRow).parse(rows.permissions), byRole }
}

/** The spec's 14 roles, then company, mentor and apprentice (the onboarding roles). */
export const MATRIX_ROLES: readonly string[] = [...KNOWN_ROLES, 'company', 'mentor', 'apprentice']

export const personRoleRow = z.object({
  id: z.string(),
  role: z.string(),
  status: z.string(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  trade_scope: textList,
  region_scope: textList,
  expires_at: z.string().nullable(),
  granted_by: z.string().nullable(),
  created_at: z.string(),
})
export type PersonRole = z.infer<typeof personRoleRow>

export const parsePersonRoles = (rows: unknown): PersonRole[] => z.array(personRoleRow).parse(rows)

const organizationRow = z.object({ id: z.string(), name: z.string() })
export const parseOrganizations = (rows: unknown) => z.array(organizationRow).parse(rows)

/** A role counts while active and not expired (as holds_role decides on the server). */
export function inForce(role: Pick<PersonRole, 'status' | 'expires_at'>, now: number): boolean {
  return role.status === 'active' && (role.expires_at === null || Date.parse(role.expires_at) > now)
}

/** The permissions the roles in force give, sorted, each with the roles that give it. */
export function effectivePermissions(
  roles: readonly PersonRole[],
  matrix: PermissionMatrix,
  now: number,
): Array<{ permission: string; from: string[] }> {
  const from = new Map<string, Set<string>>()
  for (const r of roles) {
    if (!inForce(r, now)) continue
    for (const p of matrix.byRole.get(r.role) ?? []) {
      const set = from.get(p) ?? new Set<string>()
      set.add(r.role)
      from.set(p, set)
    }
  }
  return [...from]
    .map(([permission, roles]) => ({ permission, from: [...roles].sort() }))
    .sort((a, b) => a.permission.localeCompare(b.permission))
}

/** The grant form: a role of the catalogue, a reason, optional scopes and a future expiry. */
export const grantForm = z
  .object({
    role: z.string().refine((role) => MATRIX_ROLES.includes(role), 'admin:rbac.roleRequired'),
    reason: accountReason,
    organizationId: z.string().nullable(),
    trades: z.array(z.enum(TRADE_SPECIALTIES)),
    regions: z.array(z.enum(PROVINCES)),
    /** yyyy-mm-dd, the last day the role is held; empty for no expiry. */
    expires: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.expires === '') return
    const end = expiryMoment(form.expires)
    if (end === null || Date.parse(end) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['expires'], message: 'admin:rbac.expiryInPast' })
    }
  })
export type GrantForm = z.input<typeof grantForm>

/** The end of the chosen day in the user's time zone, as an ISO moment; null if not a date. */
export function expiryMoment(day: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) return null
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59)
  return Number.isNaN(end.getTime()) ? null : end.toISOString()
}
