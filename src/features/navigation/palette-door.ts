// The command palette (kbar with its search and list) loads after the page's first content, in
// its own chunk. Until it has loaded, Ctrl/Cmd+K and the Search button are remembered here and
// the palette opens as soon as it mounts.
import { proxy } from 'valtio'

interface PaletteDoor {
  /** Asked to open before the palette had loaded. */
  pending: boolean
}

export const paletteDoor = proxy<PaletteDoor>({ pending: false })

let toggleLoaded: (() => void) | null = null

/** Opens the palette, or closes it when open; remembered until it has loaded. */
export function togglePalette(): void {
  if (toggleLoaded) toggleLoaded()
  else paletteDoor.pending = !paletteDoor.pending
}

/** The loaded palette hands over its toggle; returns the hand-back for its unmount. */
export function attachPalette(toggle: () => void): () => void {
  toggleLoaded = toggle
  if (paletteDoor.pending) {
    paletteDoor.pending = false
    toggle()
  }
  return () => {
    if (toggleLoaded === toggle) toggleLoaded = null
  }
}

/** Whether the loaded palette listens for its own shortcut. */
export function paletteAttached(): boolean {
  return toggleLoaded !== null
}

/** Ctrl+K on Windows and Linux, Cmd+K on a Mac, as kbar's `$mod+k`. */
export function isPaletteShortcut(event: KeyboardEvent, isMac: boolean): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false
  return isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
}
