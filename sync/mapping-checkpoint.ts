// SPEC SYNC-MIG-2: a local migration that changes which server columns a collection replicates
// must pull everything again, or rows pulled before it would keep the new columns empty. RxDB
// keeps checkpoints across schema migrations, so each stored pull checkpoint carries the
// collection's mapping version; one from an older mapping is treated as no checkpoint at all.
import type { SupabaseCheckpoint } from './lookback.ts'

export interface MappedCheckpoint extends SupabaseCheckpoint {
  /** The collection's mappingVersion when this checkpoint was reached (absent = 0). */
  mapping?: number
  /** The pull's scope when this checkpoint was reached (SYNC-SCOPE-2; absent: unscoped). */
  scope?: string
}

/** The checkpoint to pull from: undefined (pull everything) when it predates `version` or was
 * reached under another scope. */
export function checkpointFor(
  cp: MappedCheckpoint | undefined,
  version: number,
  scope?: string,
): MappedCheckpoint | undefined {
  if (!cp) return undefined
  if ((cp.mapping ?? 0) < version) return undefined
  return scope !== undefined && cp.scope !== scope ? undefined : cp
}

/** A checkpoint the server just returned, marked with the mapping and scope it was pulled under. */
export function tagCheckpoint<C extends SupabaseCheckpoint | undefined>(
  cp: C,
  version: number,
  scope?: string,
): C {
  if (!cp || (version === 0 && scope === undefined)) return cp
  const tagged: MappedCheckpoint = { ...cp }
  if (version !== 0) tagged.mapping = version
  if (scope !== undefined) tagged.scope = scope
  return tagged as C
}
