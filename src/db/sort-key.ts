// Dexie storage walks indexes forward only, so "newest first" lists sort ascending on an inverted
// timestamp (ARCHITECTURE known traps; SPEC SYNC-PUSH-4: computed on the device, never pushed).
const SPAN = 1e14 // ms; far beyond any date the app stores (year 5138)
export const SORT_KEY_LENGTH = 15

/** Ascending order of the result = newest `isoTime` first. Invalid times sort last. */
export function newestFirstKey(isoTime: string): string {
  const ms = Date.parse(isoTime)
  const inverted = Number.isFinite(ms) ? Math.max(0, SPAN - ms) : SPAN
  return String(Math.floor(inverted)).padStart(SORT_KEY_LENGTH, '0')
}
