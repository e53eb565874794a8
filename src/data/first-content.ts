// The moment the page a load opened has painted its content from the replica. The shell's
// controls and their background work (menus, palette, sync badge, suggestions) mount after it,
// so a reload paints the page first and the shell a frame later instead of the other way round
// (issue 8: first job row within 500 ms). Settled once per load; in-app navigation never waits.
//
// "Painted its content" = the page has committed and every live query mounted by then has
// committed its first result; a deadline keeps a query that never answers from hiding the shell.
import { useSyncExternalStore } from 'react'
import { afterNextPaint } from '@/lib/after-paint.ts'
import { createHolds } from '@/lib/holds.ts'

export const FIRST_CONTENT_DEADLINE_MS = 2000

let settled = false
let pageCommitted = false
const listeners = new Set<() => void>()

function settle(): void {
  if (settled) return
  settled = true
  for (const listener of listeners) listener()
}

function settleAfterPaint(): void {
  afterNextPaint(settle)
}

function check(): void {
  if (!settled && pageCommitted && !holds.held) settleAfterPaint()
}

const holds = createHolds(check)

if (typeof window !== 'undefined') setTimeout(settle, FIRST_CONTENT_DEADLINE_MS)

/** A live query waits for its first result; call the returned function once it has committed. */
export function holdFirstContent(): () => void {
  return settled ? () => {} : holds.take()
}

/** The route's page has committed (called once the page is on screen, before its data). */
export function notePageCommitted(): void {
  pageCommitted = true
  check()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `run` once the first page of this load has painted its content (at once if it has, or
 * where there is no page: Node). */
export function afterFirstContent(run: () => void): void {
  if (settled || typeof window === 'undefined') return run()
  const once = () => {
    listeners.delete(once)
    run()
  }
  listeners.add(once)
}

/** Resolves once the first page of this load has painted its content (see afterFirstContent). */
export function firstContentPainted(): Promise<void> {
  return new Promise((resolve) => afterFirstContent(resolve))
}

let shellWithPage = false

/** A page prerendered at build time (src/prerender.tsx, main.tsx): its HTML is the first content,
 * already painted, so the shell's controls are part of it rather than a second render after it. */
export function paintShellWithPage(): void {
  shellWithPage = true
}

const shellShown = () => settled || shellWithPage

/** False until the first page of this load has painted its content (true from the start on a
 * prerendered page). */
export function useFirstContent(): boolean {
  return useSyncExternalStore(subscribe, shellShown, shellShown)
}
