// Look-back re-sync (SPEC SYNC-LIVE-3): a realtime event can move the checkpoint past a change
// that was missed, so the timed re-sync starts a little before the checkpoint, once.
export interface SupabaseCheckpoint {
  id: string
  modified: string
}

export const LOOKBACK_MS = 60_000

/** The checkpoint `ms` earlier; `modified` stays Postgres-comparable text (UTC ISO). */
export function lookBack(cp: SupabaseCheckpoint, ms = LOOKBACK_MS): SupabaseCheckpoint {
  const t = Date.parse(cp.modified)
  if (!Number.isFinite(t)) return cp
  const earlier = new Date(t - ms).toISOString()
  // The id must stay a valid key (uuid columns refuse ''); a row stamped at exactly `earlier`
  // with a smaller key is the only one this can miss, and the next look-back covers it.
  return { id: cp.id, modified: earlier.replace('Z', '+00:00') }
}
