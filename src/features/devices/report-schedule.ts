// When this device tells the server how its sync stands: soon after it starts, again when what
// it would say changes, at most once a minute, and every ten minutes while nothing changes (so
// "last heard from" stays true).
export interface ReportState {
  installed: boolean
  pendingWrites: number
  lastSyncedAt: string | null
}

export const MIN_GAP_MS = 60_000
export const HEARTBEAT_MS = 10 * 60_000

/** Milliseconds until the next report should go, given the last one sent (null: none yet). */
export function nextReportIn(
  sent: { at: number; state: ReportState } | null,
  now: number,
  state: ReportState,
): number {
  if (!sent) return 0
  const changed =
    sent.state.installed !== state.installed ||
    sent.state.pendingWrites !== state.pendingWrites ||
    sent.state.lastSyncedAt !== state.lastSyncedAt
  const due = sent.at + (changed ? MIN_GAP_MS : HEARTBEAT_MS)
  return Math.max(0, due - now)
}
