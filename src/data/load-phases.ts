// The phases of a load, in the order they settle, each once per load (in-app navigation never
// waits for them) and never later than its deadline:
//
// - peekedRows: a page that paints rows peeked from storage (first-page-peek.ts) has painted
//   them. The replica opens after it: RxDB's start-up would otherwise take the main thread
//   between the peek's answer and that paint.
// - firstContent: the page the load opened has committed and every live query mounted by then
//   has committed its first result, and a frame has been painted. The shell's controls and their
//   background work (menus, palette, sync badge, suggestions) mount after it, so a reload paints
//   the page first.
// - fullLoad: after the first content, every page that reads all of its data (Find Jobs' full
//   list) has it on screen. Work that can wait, like the sync worker's start-up, runs after it.
//
// docs/performance.md has the measurements behind each phase.
import { useSyncExternalStore } from 'react'
import { afterNextPaint } from '@/lib/after-paint.ts'
import { createHolds } from '@/lib/holds.ts'

export interface LoadPhase {
  /** Holds the phase until the returned function is called; holds nothing once it has settled. */
  hold(): () => void
  /** The phase's own event has happened (peekedRows: rows painted; firstContent: page committed). */
  mark(): void
  /** Runs `run` once the phase has settled: at once if it has, or where there is no page (Node). */
  after(run: () => void): void
  /** Resolves once the phase has settled. */
  reached(): Promise<void>
  readonly settled: boolean
  subscribe(listener: () => void): () => void
}

export const PEEKED_ROWS_DEADLINE_MS = 500
export const FIRST_CONTENT_DEADLINE_MS = 2000
export const FULL_LOAD_DEADLINE_MS = 5000

interface PhaseRules {
  deadlineMs: number
  /** Settles only once mark() has been called. */
  needsMark: boolean
  /** Settles only after this phase. */
  follows?: LoadPhase
  /** Settles a frame after its conditions are met rather than at once. */
  afterPaint: boolean
}

function loadPhase(rules: PhaseRules): LoadPhase {
  let settled = false
  let marked = !rules.needsMark
  let preceded = !rules.follows
  const listeners = new Set<() => void>()
  const settle = () => {
    if (settled) return
    settled = true
    for (const listener of [...listeners]) listener()
  }
  const check = () => {
    if (settled || !marked || !preceded || holds.held) return
    if (rules.afterPaint) afterNextPaint(settle)
    else settle()
  }
  const holds = createHolds(check)
  const phase: LoadPhase = {
    hold: () => (settled ? () => {} : holds.take()),
    mark() {
      marked = true
      check()
    },
    after(run) {
      if (settled || typeof window === 'undefined') return run()
      const once = () => {
        listeners.delete(once)
        run()
      }
      listeners.add(once)
    },
    reached: () => new Promise((resolve) => phase.after(resolve)),
    get settled() {
      return settled
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  if (typeof window !== 'undefined') {
    setTimeout(settle, rules.deadlineMs)
    rules.follows?.after(() => {
      preceded = true
      check()
    })
  }
  return phase
}

const peekedRows = loadPhase({
  deadlineMs: PEEKED_ROWS_DEADLINE_MS,
  needsMark: true,
  afterPaint: false,
})
const firstContent = loadPhase({
  deadlineMs: FIRST_CONTENT_DEADLINE_MS,
  needsMark: true,
  afterPaint: true,
})
const fullLoad = loadPhase({
  deadlineMs: FULL_LOAD_DEADLINE_MS,
  needsMark: false,
  follows: firstContent,
  afterPaint: false,
})

export const loadPhases = { peekedRows, firstContent, fullLoad } as const

let prerendered = false

/** A page prerendered at build time (src/prerender.tsx, main.tsx): its HTML is the first content,
 * already painted, so the shell's controls are part of it rather than a second render after it. */
export function paintShellWithPage(): void {
  prerendered = true
}

const shellShown = () => firstContent.settled || prerendered

/** False until the load's page has painted its first content (true from the start on a
 * prerendered page): the shell's deferred controls wait for it. */
export function useFirstContent(): boolean {
  return useSyncExternalStore(firstContent.subscribe, shellShown, shellShown)
}
