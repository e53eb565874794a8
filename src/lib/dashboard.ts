// Dashboard selection by active role (spec section 2): craftsman gets the craftsman dashboard,
// every other role (and no role yet) the company dashboard.
export const CRAFTSMAN_DASHBOARD = '/craftsman-dashboard'
export const COMPANY_DASHBOARD = '/company-dashboard'

export function dashboardPathFor(activeRole: string | null | undefined): string {
  return activeRole === 'craftsman' ? CRAFTSMAN_DASHBOARD : COMPANY_DASHBOARD
}
