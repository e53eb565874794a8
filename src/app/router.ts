// The router: the route tree from src/routes, wrapped in the app shell, with plain-string query
// parameters and the spec's boundaries as defaults.
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '@/routes/index.ts'
import { parseSearch, stringifySearch } from '@/lib/search-params.ts'
import { AppLayout } from './shell/AppLayout.tsx'
import { RouteError } from './errors/RouteError.tsx'
import { NotFound } from './errors/NotFound.tsx'
import { PendingPage } from './errors/PendingPage.tsx'

interface RouterChoices {
  scrollRestoration?: boolean
  /** A prerendered page being taken over: its first render keeps the scroll position the
   * visitor has reached meanwhile instead of going back to the top. */
  keepLoadScroll?: boolean
}

/** `history` is for tests and the build's prerender (memory history); the app uses the
 * browser's. */
export function createAppRouter(
  history?: RouterHistory,
  { scrollRestoration = true, keepLoadScroll = false }: RouterChoices = {},
) {
  let firstRender = keepLoadScroll
  const restoreScroll = () => {
    if (!firstRender) return true
    firstRender = false
    return false
  }
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    InnerWrap: AppLayout,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: PendingPage,
    defaultPendingMs: 300,
    // Once shown, the loader stays long enough not to flicker, but not the router's default
    // 500 ms, which holds back a page ready just after its loader appeared for half a second.
    defaultPendingMinMs: 150,
    // Prefetching follows the spec's schedule (see usePrefetchSchedule), not the router's.
    defaultPreload: false,
    scrollRestoration: scrollRestoration && keepLoadScroll ? restoreScroll : scrollRestoration,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/** Starts loading the code of the page at `pathname` now, so its chunk arrives while the shell's
 * first render runs instead of being requested when that render reaches the route. Failures are
 * left to the router's own load, which reports them. */
export function preloadPageCode(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname)
  for (const route of routes) {
    void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)
  }
}

/** Whether the page at `pathname` paints rows peeked from storage before the replica opens
 * (src/data/load-phases.ts). */
export function paintsPeekedRows(router: AppRouter, pathname: string): boolean {
  const [routes] = router.getMatchedRoutes(pathname)
  return routes.some((route) => route.options.staticData?.paintsPeekedRows === true)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** On a load, the page paints rows peeked from storage before the replica opens. */
    paintsPeekedRows?: boolean
  }
}
