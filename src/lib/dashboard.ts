// Dashboard selection (spec section 2): an active craftsman gets the craftsman dashboard, a
// hiring role the company dashboard. Deviation (README): the session every user starts with is
// the base Customer role, which says nothing about the person, so then the roles held decide:
// someone who works in a trade (craftsman, apprentice) and hires for no company gets the
// craftsman dashboard, everyone else the company one.
import { HIRING_ROLES, WORKING_ROLES, type HeldRole } from './role-pages.ts'

export const CRAFTSMAN_DASHBOARD = '/craftsman-dashboard'
export const COMPANY_DASHBOARD = '/company-dashboard'

export function dashboardPathFor(
  activeRole: string | null | undefined,
  roles: readonly HeldRole[] = [],
): string {
  if (activeRole && WORKING_ROLES.has(activeRole)) return CRAFTSMAN_DASHBOARD
  if (activeRole && HIRING_ROLES.has(activeRole)) return COMPANY_DASHBOARD
  const holds = (set: ReadonlySet<string>) =>
    roles.some((r) => r.status === 'active' && set.has(r.role))
  return holds(WORKING_ROLES) && !holds(HIRING_ROLES) ? CRAFTSMAN_DASHBOARD : COMPANY_DASHBOARD
}
