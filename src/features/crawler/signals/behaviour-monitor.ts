// Behaviour signals (spec section 9): more than 10 clicks in a second is rapid_clicking (medium),
// more than 50 scroll events in a second is rapid_scrolling (medium), a copy is content_copy
// (low), and open developer tools, checked every 5 s, is devtools_open (low). Each kind is sent
// at most once per REPORT_THROTTLE_MS, so a person scrolling hard for minutes adds a few points,
// never enough to be blocked by reports alone.
import type { Severity } from '@/backend/crawler-api.ts'

export const BURST_WINDOW_MS = 1_000
export const RAPID_CLICKS = 10
export const RAPID_SCROLLS = 50
export const DEVTOOLS_INTERVAL_MS = 5_000
export const REPORT_THROTTLE_MS = 5 * 60_000

export type BehaviourKind = 'rapid_clicking' | 'rapid_scrolling' | 'content_copy' | 'devtools_open'

export const SEVERITY: Record<BehaviourKind, Severity> = {
  rapid_clicking: 'medium',
  rapid_scrolling: 'medium',
  content_copy: 'low',
  devtools_open: 'low',
}

export interface MonitorDeps {
  emit(kind: BehaviourKind, severity: Severity): void
  isDevtoolsOpen(): boolean
  now?: () => number
}

export interface BehaviourMonitor {
  click(): void
  scroll(): void
  copy(): void
  start(): void
  stop(): void
}

export function createBehaviourMonitor(deps: MonitorDeps): BehaviourMonitor {
  const now = deps.now ?? Date.now
  const lastSent = new Map<BehaviourKind, number>()
  const clicks: number[] = []
  const scrolls: number[] = []
  let timer: ReturnType<typeof setInterval> | undefined

  function emit(kind: BehaviourKind): void {
    const at = now()
    const last = lastSent.get(kind)
    if (last !== undefined && at - last < REPORT_THROTTLE_MS) return
    lastSent.set(kind, at)
    deps.emit(kind, SEVERITY[kind])
  }

  /** Adds an event to a one-second sliding window; true when it holds more than `limit`. */
  function burst(times: number[], limit: number): boolean {
    const at = now()
    times.push(at)
    while (times.length > 0 && (times[0] ?? at) <= at - BURST_WINDOW_MS) times.shift()
    if (times.length <= limit) return false
    times.length = 0
    return true
  }

  return {
    click: () => burst(clicks, RAPID_CLICKS) && emit('rapid_clicking'),
    scroll: () => burst(scrolls, RAPID_SCROLLS) && emit('rapid_scrolling'),
    copy: () => emit('content_copy'),
    start() {
      if (timer !== undefined) return
      timer = setInterval(() => {
        if (deps.isDevtoolsOpen()) emit('devtools_open')
      }, DEVTOOLS_INTERVAL_MS)
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

/** Docked developer tools take a slice of the window; phones report no outer size. */
export function devtoolsLikelyOpen(win: {
  outerWidth: number
  outerHeight: number
  innerWidth: number
  innerHeight: number
}): boolean {
  if (win.outerWidth === 0 || win.outerHeight === 0) return false
  return win.outerWidth - win.innerWidth > 160 || win.outerHeight - win.innerHeight > 200
}
