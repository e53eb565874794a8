// Which user the local replica holds data of (SYNC-WIPE-3), remembered on the device so a new
// page load knows it before the session is restored; the wipe forgets it.
export const OWNER_KEY = 'craftlink_replica_owner'

export function replicaOwner(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(OWNER_KEY)
}

export function rememberOwner(userId: string): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(OWNER_KEY, userId)
}
