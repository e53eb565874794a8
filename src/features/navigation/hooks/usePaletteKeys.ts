import { useEffect } from 'react'

/** Marks the palette's dialog element. */
export const PALETTE_DIALOG = 'data-command-palette'

/** Keys a control of the palette (a filter, Generate, the list) keeps for itself. */
const CONTROL_KEYS = new Set(['Tab', 'Enter', ' ', 'Shift', 'Control', 'Alt', 'Meta'])

/** An element of the open palette other than its search field. */
function paletteControl(target: EventTarget | null): target is HTMLElement {
  return (
    target instanceof HTMLElement &&
    !(target instanceof HTMLInputElement) &&
    target.closest(`[${PALETTE_DIALOG}]`) !== null
  )
}

/**
 * Lets the keyboard use the palette's own controls. kbar listens on window and (1) runs the
 * highlighted result on any Enter, in the capture phase, before the focused button sees it,
 * and (2) sends focus back to the search field on any other key, so Tab could not get past the
 * first filter. These listeners are added when the palette mounts, long before kbar adds its
 * own (each time the palette opens), so they run first and keep those keys from kbar: Enter on
 * a button presses it, Tab, Shift+Tab and Space work. Typing a letter still goes to the search,
 * Escape still closes, arrows and Enter in the list still move and run the highlighted result.
 */
export function usePaletteKeys(): void {
  useEffect(() => {
    const onEnter = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && paletteControl(event.target) && event.target.matches('button'))
        event.stopImmediatePropagation()
    }
    const onControlKey = (event: KeyboardEvent) => {
      if (CONTROL_KEYS.has(event.key) && paletteControl(event.target))
        event.stopImmediatePropagation()
    }
    window.addEventListener('keydown', onEnter, { capture: true })
    window.addEventListener('keydown', onControlKey)
    return () => {
      window.removeEventListener('keydown', onEnter, { capture: true })
      window.removeEventListener('keydown', onControlKey)
    }
  }, [])
}
