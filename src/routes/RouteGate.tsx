import { useEffect, useLayoutEffect } from 'react'
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { loadPhases } from '@/data/shell.ts'
import {
  MfaGateScreen,
  useAuthView,
  useMfaStatus,
  useSignedOutBecause,
} from '@/features/auth/index.ts'
import { isAdmin, RolePageGate, rolesStore } from '@/features/roles/index.ts'
import { AUTH_PATH, decideAccess, type AccessDecision } from '@/lib/access.ts'
import { dashboardPathFor } from '@/lib/dashboard.ts'
import { decideMfaGate, type MfaGateDecision, type RoleKnowledge } from '@/lib/auth/index.ts'
import { decideRolePage, type RolePageDecision } from '@/lib/role-pages.ts'
import { parseSearch } from '@/lib/search-params.ts'
import { PageLoader } from '@/ui/PageLoader.tsx'
import { isKnownPath } from './known-path.ts'

const PENDING = { pathname: '', searchStr: '', href: '' }

/** After the page's first commit (its effects, and its live queries' holds, run before this). */
function PageCommitted() {
  useEffect(() => loadPhases.firstContent.mark(), [])
  return null
}

/**
 * Issue 40: an administrator's aal1 session sees a code screen (or a pointer to set up a factor)
 * in place of the admin pages; a verified code changes the session and the page shows.
 */
function useMfaGate(pathname: string): MfaGateDecision {
  const mfa = useMfaStatus()
  const roles = useSnapshot(rolesStore)
  const known = roles.checked || roles.session !== null || roles.roles.length > 0
  const knowledge: RoleKnowledge = isAdmin(roles) ? 'admin' : known ? 'other' : 'unknown'
  return decideMfaGate({
    pathname,
    roles: knowledge,
    level: mfa.level,
    hasVerifiedFactor: mfa.verifiedFactorIds.length > 0,
  })
}

/** Issue 41: a page for the other side of the marketplace explains itself instead. */
function useRolePage(pathname: string): RolePageDecision {
  const roles = useSnapshot(rolesStore)
  return decideRolePage({
    pathname,
    activeRole: roles.session?.active_role ?? null,
    roles: roles.roles,
    known: roles.checked || roles.roles.length > 0,
  })
}

/**
 * When the server ends the session (an administrator suspended the account), /auth says why:
 * the person is taken there once, from whatever page they were on, and may leave it.
 */
function useSignedOutByServer(): void {
  const router = useRouter()
  const reason = useSignedOutBecause()
  useEffect(() => {
    if (reason && router.state.location.pathname !== AUTH_PATH) {
      void router.navigate({ to: AUTH_PATH, replace: true })
    }
  }, [reason, router])
}

/** Renders the matched page only when the access rules allow it (spec section 2). */
export function RouteGate() {
  const { t } = useTranslation('shell')
  const auth = useAuthView()
  const router = useRouter()
  // Decide on the location whose page is on screen, not one still loading (during a transition
  // the new location is known before its matches render); nothing shows before the first one.
  const resolved = useRouterState({ select: (s) => s.resolvedLocation })
  const location = resolved ?? PENDING
  const isKnownRoute = isKnownPath(router, location.pathname)
  const roles = useSnapshot(rolesStore)
  const activeRole = roles.session?.active_role ?? null
  // Home when the roles are known but no role is active (or they could not be loaded). The
  // base Customer role leaves the choice to the roles held: wait for them (the session row can
  // arrive first, and an empty list means the company dashboard).
  const rolesKnown = roles.checked || roles.roles.length > 0
  const dashboardHref =
    activeRole && rolesKnown
      ? dashboardPathFor(activeRole, roles.roles)
      : roles.checked
        ? '/'
        : null
  const decision: AccessDecision = !resolved
    ? { kind: 'wait' }
    : decideAccess({
        pathname: location.pathname,
        search: parseSearch(location.searchStr),
        requestedHref: location.href,
        isKnownRoute,
        isAuthLoading: auth.isLoading,
        isAuthenticated: auth.isAuthenticated,
        onboarding: auth.onboarding,
        dashboardHref,
      })
  const target = decision.kind === 'redirect' ? decision.href : null
  const mfaGate = useMfaGate(location.pathname)
  const rolePage = useRolePage(location.pathname)
  useSignedOutByServer()

  useLayoutEffect(() => {
    // Replace, so Back does not return to a page the visitor may not see. Keyed on the current
    // location too: a navigation that was in flight may land here again with the same target.
    if (target !== null) void router.navigate({ href: target, replace: true })
  }, [router, target, location.href])

  if (decision.kind === 'allow' && mfaGate !== 'wait' && rolePage.kind !== 'wait')
    return (
      <>
        {mfaGate !== 'allow' ? (
          <MfaGateScreen kind={mfaGate} />
        ) : rolePage.kind === 'allow' ? (
          <Outlet />
        ) : (
          <RolePageGate decision={rolePage} />
        )}
        <PageCommitted />
      </>
    )
  return <PageLoader label={t('loading')} />
}
