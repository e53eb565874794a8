// Whether the device's main pointer is a finger: tips then speak of the search button, never of
// a keyboard shortcut the person cannot press (issue 41).
export function isTouchPrimary(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(hover: none) and (pointer: coarse)').matches
    : false
}
