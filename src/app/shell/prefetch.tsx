// Runs the spec's prefetch schedule for the app's lifetime and hands the hover hook to links.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useLocation } from '@tanstack/react-router'
import { pages } from '@/routes/index.ts'
import {
  createPrefetchScheduler,
  PRELOAD_MAP,
  type PageName,
  type PrefetchScheduler,
} from '@/lib/prefetch-schedule.ts'

const HoverContext = createContext<(path: string) => void>(() => {})

function createBrowserScheduler(): PrefetchScheduler {
  const w = globalThis as unknown as Window & {
    requestIdleCallback?: (fn: () => void, o: { timeout: number }) => number
    cancelIdleCallback?: (h: number) => void
  }
  // One page at a time: fetching a page's code adds a link per chunk it needs and then runs the
  // page's module, and five pages at once would hold the main thread for one long stretch.
  let previous: Promise<unknown> = Promise.resolve()
  const loadInTurn = (page: PageName) => {
    const next = previous.then(() => pages[page].preload?.())
    previous = next.catch(() => undefined)
    return next
  }
  return createPrefetchScheduler({
    load: loadInTurn,
    setTimeout: (fn, ms) => w.setTimeout(fn, ms),
    clearTimeout: (h) => w.clearTimeout(h as number),
    // Prerendering at build time (no window) creates it too, and never runs it.
    ...('requestIdleCallback' in w && 'cancelIdleCallback' in w
      ? {
          requestIdle: (fn, opts) => w.requestIdleCallback?.(fn, opts),
          cancelIdle: (h) => w.cancelIdleCallback?.(h as number),
        }
      : {}),
  })
}

export function PrefetchProvider({ children }: { children: ReactNode }) {
  const [scheduler] = useState(createBrowserScheduler)
  const { pathname } = useLocation()

  useEffect(() => {
    scheduler.start()
    return () => scheduler.dispose()
  }, [scheduler])

  useEffect(() => {
    scheduler.routeChanged(pathname)
  }, [scheduler, pathname])

  const onHover = (path: string) => scheduler.hovered(PRELOAD_MAP[path])
  return <HoverContext.Provider value={onHover}>{children}</HoverContext.Provider>
}

/** Props for a link that should warm its page on hover or focus (hover set only). */
export function useHoverPrefetch(path: string) {
  const onHover = useContext(HoverContext)
  return { onMouseEnter: () => onHover(path), onFocus: () => onHover(path) }
}
