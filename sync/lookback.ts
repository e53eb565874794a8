// Look-back re-sync (SPEC SYNC-LIVE-3): a realtime event can move the checkpoint past a change
// that was missed, so the timed re-sync starts a little before the checkpoint, a limited number of
// times per checkpoint.
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

/**
 * Look-backs from one checkpoint: LOOKBACK_MS of timed re-syncs (every 30 s). A checkpoint that
 * has stopped moving is not looked back from on every re-sync: after a bulk change its window holds
 * every changed row, which would all be pulled again on every re-sync.
 */
export const LOOKBACKS_PER_CHECKPOINT = 2

/** `lookBack`, at most `times` times from the same checkpoint; after that the checkpoint itself. */
export function limitedLookBack(
  times = LOOKBACKS_PER_CHECKPOINT,
): (cp: SupabaseCheckpoint) => SupabaseCheckpoint {
  let from = ''
  let used = 0
  return (cp) => {
    const key = `${cp.modified} ${cp.id}`
    if (key !== from) {
      from = key
      used = 0
    }
    if (used >= times) return cp
    used += 1
    return lookBack(cp)
  }
}
