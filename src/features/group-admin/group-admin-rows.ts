// What the group administration functions answer (supabase/migrations/*_group_admin.sql), checked.
import * as z from 'zod'

/** Roles an organization gives (public.organization_roles()); the rest are the platform's. */
export const ORGANIZATION_ROLES = [
  'company',
  'craftsman',
  'apprentice',
  'mentor',
  'workshop_owner',
  'factory_manager',
  'brand_manager',
] as const

const organizationRow = z.object({
  id: z.string(),
  name: z.string(),
  owned: z.boolean(),
  can_make_admins: z.boolean(),
  members: z.coerce.number(),
  pending_requests: z.coerce.number(),
})
export type ManagedOrganization = z.infer<typeof organizationRow>

const heldRole = z.object({
  id: z.string(),
  role: z.string(),
  status: z.enum(['active', 'pending', 'suspended']),
  expires_at: z.string().nullable(),
  since: z.string(),
})
export type HeldRole = z.infer<typeof heldRole>

const memberRow = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  is_owner: z.boolean(),
  roles: z.array(heldRole),
  since: z.string().nullable(),
})
export type Member = z.infer<typeof memberRow>

const requestRow = z.object({
  id: z.string(),
  user_id: z.string(),
  full_name: z.string().nullable(),
  requested_role: z.string(),
  reason: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  decidable: z.boolean(),
})
export type JoinRequest = z.infer<typeof requestRow>

export const parseManagedOrganizations = (rows: unknown) => z.array(organizationRow).parse(rows)
export const parseMembers = (rows: unknown) => z.array(memberRow).parse(rows)
export const parseJoinRequests = (rows: unknown) => z.array(requestRow).parse(rows)

/** Organization roles a member could still be given (not already held, asked for or suspended). */
export function grantableRoles(member: Member, canMakeAdmins: boolean): string[] {
  const held = new Set(member.roles.map((r) => r.role))
  return ORGANIZATION_ROLES.filter(
    (role) => !held.has(role) && (canMakeAdmins || role !== 'company'),
  )
}
