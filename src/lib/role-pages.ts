// Pages made for one side of the marketplace (issue 41): the company pages for those who hire,
// the craftsman dashboard for those who work in a trade. Someone else who opens one is told what
// it is for and offered the way in (switch to a role they hold, or request one) instead of an
// empty page of figures that are not theirs. The server's row-level security is the real check.

import { ALL_PAGES, pathsOf, type Audience } from './page-registry.ts'
import { HIRING_ROLES, WORKING_ROLES } from './role-sets.ts'

export interface HeldRole {
  role: string
  status: string
  organization_id?: string | null
}

export type { Audience }
export { HIRING_ROLES, WORKING_ROLES }

const AUDIENCE_ROLES: Record<Audience, ReadonlySet<string>> = {
  hiring: HIRING_ROLES,
  working: WORKING_ROLES,
}

const PAGE_AUDIENCE: ReadonlyMap<string, Audience> = new Map(
  ALL_PAGES.flatMap((p) =>
    p.audience ? pathsOf(p).map((path) => [path, p.audience!] as const) : [],
  ),
)

export function audienceOf(pathname: string): Audience | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PAGE_AUDIENCE.get(path) ?? null
}

export type RolePageDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  /** Holds a role for this page, but is using CraftLink as another specific role. */
  | { kind: 'switch'; audience: Audience; role: string; organizationId: string | null }
  /** Asked for such a role; an administrator has not decided yet. */
  | { kind: 'pending'; audience: Audience; role: string }
  | { kind: 'request'; audience: Audience }

export interface RolePageInput {
  pathname: string
  activeRole: string | null
  roles: readonly HeldRole[]
  /** The roles are known (from the server or this device's replica). */
  known: boolean
}

export function decideRolePage(input: RolePageInput): RolePageDecision {
  const audience = audienceOf(input.pathname)
  if (!audience) return { kind: 'allow' }
  if (!input.known) return { kind: 'wait' }
  const fits = AUDIENCE_ROLES[audience]
  const held = input.roles.filter((r) => r.status === 'active' && fits.has(r.role))
  if (held.length > 0) {
    const active = input.activeRole
    // The base Customer session has not chosen a side: the roles held decide.
    if (!active || active === 'customer' || fits.has(active)) return { kind: 'allow' }
    const target = held[0]!
    return {
      kind: 'switch',
      audience,
      role: target.role,
      organizationId: target.organization_id ?? null,
    }
  }
  const pending = input.roles.find((r) => r.status === 'pending' && fits.has(r.role))
  if (pending) return { kind: 'pending', audience, role: pending.role }
  return { kind: 'request', audience }
}
