import { useLayoutEffect } from 'react'
import { Outlet, useLocation, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAuthView } from '@/features/auth/index.ts'
import { decideAccess } from '@/lib/access.ts'
import { parseSearch } from '@/lib/search-params.ts'
import { PageLoader } from '@/ui/PageLoader.tsx'

/** Renders the matched page only when the access rules allow it (spec section 2). */
export function RouteGate() {
  const { t } = useTranslation('shell')
  const auth = useAuthView()
  const router = useRouter()
  const location = useLocation()
  const isKnownRoute = router.getMatchedRoutes(location.pathname)[2] !== undefined
  const decision = decideAccess({
    pathname: location.pathname,
    search: parseSearch(location.searchStr),
    requestedHref: location.href,
    isKnownRoute,
    isAuthLoading: auth.isLoading,
    isAuthenticated: auth.isAuthenticated,
    onboarding: auth.onboarding,
  })
  const target = decision.kind === 'redirect' ? decision.href : null

  useLayoutEffect(() => {
    // Replace, so Back does not return to a page the visitor may not see.
    if (target !== null) router.history.replace(target)
  }, [router, target])

  if (decision.kind === 'allow') return <Outlet />
  return <PageLoader label={t('loading')} />
}
