import { useEffect, useRef } from 'react'
import { PALETTE_DIALOG } from './usePaletteKeys.ts'

/**
 * Closing the palette puts focus back where it was before it opened (kbar drops it on <body>).
 * It remembers the last element focused outside the palette (null after focus left for the page
 * body), since by the time the palette reports itself open its search field already has focus.
 * After a result opened another page, that page's heading takes focus instead (useRouteFocus).
 */
export function usePaletteFocusReturn(open: boolean): void {
  const lastOutside = useRef<HTMLElement | null>(null)
  const openedAt = useRef<string | null>(null)
  useEffect(() => {
    const outside = (node: EventTarget | null): node is HTMLElement =>
      node instanceof HTMLElement && !node.closest(`[${PALETTE_DIALOG}]`)
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) lastOutside.current = event.target
    }
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.target) && event.relatedTarget === null) lastOutside.current = null
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])
  useEffect(() => {
    if (open) {
      openedAt.current = window.location.pathname
      return
    }
    const samePage = openedAt.current === window.location.pathname
    openedAt.current = null
    const target = lastOutside.current
    const dropped = document.activeElement === null || document.activeElement === document.body
    if (samePage && dropped && target?.isConnected) target.focus()
  }, [open])
}
