// When lazy pages are fetched ahead of use (spec section 2, "Lazy loading and preload").
// Pure scheduling over injected timers and a loader, so fake timers can prove every step; which
// pages are in each set comes from the page registry.
import { ALL_PAGES, type PageComponentName, type PageDecl } from './page-registry.ts'
export type PageName = PageComponentName

export const PRELOAD_DELAY_MS = 500
export const HIGH_PRIORITY_DELAY_MS = 1000
export const IDLE_FALLBACK_MS = 2000

const named = (pages: readonly PageDecl[]) => pages.map((p) => p.page as PageName)

/** Route -> its own page, preloaded 500 ms after a route change. */
export const PRELOAD_MAP: Readonly<Record<string, PageName>> = Object.fromEntries(
  ALL_PAGES.filter((p) => p.prefetch?.own).map((p) => [p.path, p.page as PageName]),
)

/** In the registry's order, each set fetched one page after another (src/app/shell/prefetch.tsx). */
export const HIGH_PRIORITY = named(ALL_PAGES.filter((p) => p.prefetch?.tier === 'high'))
export const IDLE_SET = named(ALL_PAGES.filter((p) => p.prefetch?.tier === 'idle'))
export const HOVER_SET = named(ALL_PAGES.filter((p) => p.prefetch?.hover))

const PER_ROUTE: ReadonlyMap<string, readonly PageName[]> = new Map(
  ALL_PAGES.flatMap((p) =>
    p.prefetch?.next ? [[p.path, p.prefetch.next as readonly PageName[]]] : [],
  ),
)
/** Every other path's list (spec). */
const PER_ROUTE_DEFAULT: readonly PageName[] = ['Settings', 'Profile', 'Chat']

export function routePrefetchList(pathname: string): readonly PageName[] {
  return PER_ROUTE.get(pathname) ?? PER_ROUTE_DEFAULT
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
