import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'

const POLL_MS = 50
/** A page whose heading waits on data (a job read from the replica) gets this long. */
const WAIT_MS = 3_000
const EDITABLE = 'input, textarea, select, [contenteditable="true"]'

/**
 * After an in-app navigation, focus moves to the new page's main heading (the main region when
 * none comes), so keyboard and screen-reader users start on the new page instead of at <body>,
 * and hear its name. A page load is left alone. It waits while focus is in a modal dialog (the
 * side menu or the palette closing after their link, or one the user opened), and gives up if a
 * text field has focus (the user, or the page, chose where to type).
 */
export function useRouteFocus(): void {
  const router = useRouter()
  useEffect(() => {
    let stop = () => {}
    const unsubscribe = router.subscribe('onRendered', (event) => {
      // The first render of a load has no `fromLocation` (and counts as a path change).
      if (!event.fromLocation || !event.pathChanged) return
      stop()
      stop = focusNewPage()
    })
    return () => {
      stop()
      unsubscribe()
    }
  }, [router])
}

function focusNewPage(): () => void {
  const started = Date.now()
  const timer = window.setInterval(() => {
    if (attempt(Date.now() - started >= WAIT_MS)) window.clearInterval(timer)
  }, POLL_MS)
  if (attempt(false)) window.clearInterval(timer)
  return () => window.clearInterval(timer)
}

/** One try; true when done (focused, or nothing more to do). */
function attempt(isLast: boolean): boolean {
  const main = document.getElementById('main')
  const now = document.activeElement
  if (!main || (now instanceof HTMLElement && now.matches(EDITABLE) && !inDialog(now))) return true
  if (now instanceof HTMLElement && inDialog(now)) return isLast
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    return true
  }
  if (isLast) main.focus({ preventScroll: true })
  return isLast
}

function inDialog(element: Element): boolean {
  return element.closest('[aria-modal="true"]') !== null
}
