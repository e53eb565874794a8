// Which user the local replica holds data of (SPEC SYNC-WIPE-3): set when a session is handed to
// sync, removed by the wipe. On its own so the early peek (first-page-peek.ts) can read it without
// loading the replica's lifecycle code.
export const OWNER_KEY = 'craftlink_replica_owner'

export function replicaOwner(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(OWNER_KEY)
}
