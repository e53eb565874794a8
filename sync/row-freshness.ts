// SYNC-PULL-2: a pulled state never replaces a newer state of the same row. Pages, realtime
// events and push answers reach RxDB out of order (an event queued behind a page, a page fetched
// before this device's own update landed), and RxDB writes any pulled state over a document with
// no local change, so the replica went back to an older state; the user's next edit was then
// judged against it, a conflict the server won (the edit was lost), or a row the user never
// touched was offered for push and refused.

/** A `_modified` text as microseconds since the epoch (NaN when it is not a timestamp). */
export function modifiedOrder(text: string): number {
  const m =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(
      text,
    )
  if (!m) return NaN
  const zone = !m[4] || m[4] === 'Z' ? 'Z' : normalZone(m[4])
  const seconds = Date.parse(`${m[1]}T${m[2]}${zone}`)
  if (!Number.isFinite(seconds)) return NaN
  return seconds * 1000 + Number((m[3] ?? '').padEnd(6, '0'))
}

/** `+05`, `+0530` or `+05:30` as `+05:30`. */
function normalZone(zone: string): string {
  const digits = zone.slice(1).replace(':', '').padEnd(4, '0')
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2)}`
}

/** The newest server state seen of each row, by its `_modified`. */
export class RowFreshness {
  private readonly newest = new Map<string, number>()

  /** Whether a state stamped `modified` is at least as new as any seen of the row; it is
   * recorded when it is. A state with no readable stamp is let through. */
  admit(key: string, modified: unknown): boolean {
    const order = typeof modified === 'string' ? modifiedOrder(modified) : NaN
    if (Number.isNaN(order)) return true
    const seen = this.newest.get(key)
    if (seen !== undefined && order < seen) return false
    this.newest.set(key, order)
    return true
  }
}
