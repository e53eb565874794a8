// The root of the route tree: legacy URLs are redirected before anything matches, then the
// gate decides between the page, the spinner and a redirect (sign-in, onboarding).
import { createRootRoute, redirect } from '@tanstack/react-router'
import { activeRoleOf, rolesStore } from '@/features/roles/index.ts'
import { resolveLegacyRedirect } from '@/lib/redirects.ts'
import { whenRolesKnown } from './roles-known.ts'
import { RouteGate } from './RouteGate.tsx'

export const rootRoute = createRootRoute({
  beforeLoad: async ({ location }) => {
    if (/^\/dashboard\/?$/.test(location.pathname)) await whenRolesKnown()
    const target = resolveLegacyRedirect({
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash,
      activeRole: activeRoleOf(rolesStore),
      roles: rolesStore.roles,
    })
    if (target) throw redirect({ href: target.href, replace: target.replace })
  },
  component: RouteGate,
})
