// One overlay at a time (issue 41): the non-modal cards that float over the page (the install
// and update prompts, a guided tip) take turns, the most important first (a tip waits behind
// the install card and comes back after it), and all of them step aside while a modal (a
// dialog, the side menu, the palette) is open.
import { useEffect, useState, useSyncExternalStore } from 'react'

/** Who wants the slot, with their priority; changes notify at once (tests run on fake clocks). */
let claims: Readonly<Record<string, number>> = {}
const listeners = new Set<() => void>()

function setClaim(id: string, priority: number | null): void {
  const { [id]: _previous, ...others } = claims
  claims = priority === null ? others : { ...others, [id]: priority }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const OVERLAY_PRIORITY = { tip: 1, install: 2, update: 3 } as const

const MODAL = '[role="dialog"][aria-modal="true"]'

function modalOpen(): boolean {
  // Prerendering at build time has no document, and no modal either.
  return typeof document !== 'undefined' && document.querySelector(MODAL) !== null
}

/** Whether a modal is on screen, kept current as dialogs open and close. */
export function useModalOpen(): boolean {
  const [open, setOpen] = useState(modalOpen)
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(modalOpen()))
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal', 'role'],
    })
    setOpen(modalOpen())
    return () => observer.disconnect()
  }, [])
  return open
}

function holderOf(all: Readonly<Record<string, number>>): string | null {
  let best: string | null = null
  for (const [id, priority] of Object.entries(all)) {
    if (best === null || priority > (all[best] ?? 0)) best = id
  }
  return best
}

/** True while `id` may show: it wants to, outranks the others wanting to, and no modal is open. */
export function useOverlaySlot(id: string, wants: boolean, priority: number): boolean {
  const all = useSyncExternalStore(
    subscribe,
    () => claims,
    () => claims,
  )
  const modal = useModalOpen()
  useEffect(() => {
    setClaim(id, wants ? priority : null)
    return () => setClaim(id, null)
  }, [id, wants, priority])
  return wants && holderOf(all) === id && !modal
}
