// When lazy pages are fetched ahead of use (spec section 2, "Lazy loading and preload").
// Pure scheduling over injected timers and a loader, so fake timers can prove every step.
export type PageName =
  | 'Index'
  | 'Auth'
  | 'Onboarding'
  | 'CompanyDashboard'
  | 'CraftsmanDashboard'
  | 'Jobs'
  | 'Chat'
  | 'Analytics'
  | 'Settings'
  | 'Profile'
  | 'Marketplace'
  | 'CompanyRegister'
  | 'CraftsmanRegister'
  | 'PostJob'
  | 'JobManagement'
  | 'Portfolio'

export const PRELOAD_DELAY_MS = 500
export const HIGH_PRIORITY_DELAY_MS = 1000
export const IDLE_FALLBACK_MS = 2000

/** Route -> its own page, preloaded 500 ms after a route change. */
export const PRELOAD_MAP: Readonly<Record<string, PageName>> = {
  '/': 'Index',
  '/auth': 'Auth',
  '/company-dashboard': 'CompanyDashboard',
  '/craftsman-dashboard': 'CraftsmanDashboard',
  '/jobs': 'Jobs',
  '/chat': 'Chat',
  '/analytics': 'Analytics',
  '/settings': 'Settings',
  '/profile': 'Profile',
}

export const HIGH_PRIORITY: readonly PageName[] = [
  'Index',
  'Auth',
  'CompanyDashboard',
  'CraftsmanDashboard',
  'Jobs',
]
export const IDLE_SET: readonly PageName[] = ['Analytics', 'Settings', 'Profile', 'Marketplace']
export const HOVER_SET: readonly PageName[] = [
  'CompanyDashboard',
  'CraftsmanDashboard',
  'Jobs',
  'Chat',
]

const PER_ROUTE: Readonly<Record<string, readonly PageName[]>> = {
  '/': ['Auth', 'Jobs', 'CompanyDashboard'],
  '/auth': ['CompanyRegister', 'CraftsmanRegister', 'Onboarding'],
  '/company-dashboard': ['PostJob', 'JobManagement', 'Analytics'],
  '/craftsman-dashboard': ['Jobs', 'Portfolio', 'Chat'],
  '/jobs': ['Chat', 'Profile', 'Portfolio'],
}
const PER_ROUTE_DEFAULT: readonly PageName[] = ['Settings', 'Profile', 'Chat']

export function routePrefetchList(pathname: string): readonly PageName[] {
  return PER_ROUTE[pathname] ?? PER_ROUTE_DEFAULT
}

export interface SchedulerDeps {
  /** Fetches a page's code; may reject (offline, new deploy): failures are ignored. */
  load(page: PageName): Promise<unknown>
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** requestIdleCallback when the browser has it. */
  requestIdle?: (fn: () => void, opts: { timeout: number }) => unknown
  cancelIdle?: (handle: unknown) => void
}

export interface PrefetchScheduler {
  /** App start: the high-priority set after 1 s, then the idle set when idle or after 2 s. */
  start(): void
  /** A route change: after 500 ms, its own page (preload map) and its per-route list. */
  routeChanged(pathname: string): void
  /** Pointer or focus on a link to `page`: fetched at once if it is in the hover set. */
  hovered(page: PageName | undefined): void
  dispose(): void
}

export function createPrefetchScheduler(deps: SchedulerDeps): PrefetchScheduler {
  const requested = new Set<PageName>()
  const timers = new Set<unknown>()
  let routeTimer: unknown = null
  let idleHandle: unknown = null

  const fetchPage = (page: PageName) => {
    if (requested.has(page)) return
    requested.add(page)
    deps.load(page).catch(() => {
      // Ignored by design; allow a later attempt (e.g. once back online).
      requested.delete(page)
    })
  }
  const later = (fn: () => void, ms: number) => {
    const handle = deps.setTimeout(() => {
      timers.delete(handle)
      fn()
    }, ms)
    timers.add(handle)
    return handle
  }

  const scheduleIdle = () => {
    const run = () => {
      idleHandle = null
      IDLE_SET.forEach(fetchPage)
    }
    idleHandle = deps.requestIdle
      ? deps.requestIdle(run, { timeout: IDLE_FALLBACK_MS })
      : later(run, IDLE_FALLBACK_MS)
  }

  return {
    start() {
      later(() => {
        HIGH_PRIORITY.forEach(fetchPage)
        scheduleIdle()
      }, HIGH_PRIORITY_DELAY_MS)
    },
    routeChanged(pathname) {
      if (routeTimer !== null) {
        deps.clearTimeout(routeTimer)
        timers.delete(routeTimer)
      }
      routeTimer = later(() => {
        routeTimer = null
        const own = PRELOAD_MAP[pathname]
        if (own) fetchPage(own)
        routePrefetchList(pathname).forEach(fetchPage)
      }, PRELOAD_DELAY_MS)
    },
    hovered(page) {
      if (page && HOVER_SET.includes(page)) fetchPage(page)
    },
    dispose() {
      timers.forEach((t) => deps.clearTimeout(t))
      timers.clear()
      if (idleHandle !== null) {
        if (deps.requestIdle && deps.cancelIdle) deps.cancelIdle(idleHandle)
        else deps.clearTimeout(idleHandle)
      }
    },
  }
}
