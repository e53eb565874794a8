// SPEC SYNC-MIG-2: a local migration that changes which server columns a collection replicates
// must pull everything again, or rows pulled before it would keep the new columns empty. RxDB
// keeps checkpoints across schema migrations, so each stored pull checkpoint carries the
// collection's mapping version; one from an older mapping is treated as no checkpoint at all.
import type { SupabaseCheckpoint } from './lookback.ts'

export interface MappedCheckpoint extends SupabaseCheckpoint {
  /** The collection's mappingVersion when this checkpoint was reached (absent = 0). */
  mapping?: number
}

/** The checkpoint to pull from: undefined (pull everything) when it predates `version`. */
export function checkpointFor(
  cp: MappedCheckpoint | undefined,
  version: number,
): MappedCheckpoint | undefined {
  if (!cp) return undefined
  return (cp.mapping ?? 0) < version ? undefined : cp
}

/** A checkpoint the server just returned, marked with the mapping it was pulled under. */
export function tagCheckpoint<C extends SupabaseCheckpoint | undefined>(cp: C, version: number): C {
  if (!cp || version === 0) return cp
  return { ...cp, mapping: version }
}
