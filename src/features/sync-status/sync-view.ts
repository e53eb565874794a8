// Pure view logic of the sync state (kept out of components so it is unit-tested).
import type { TabSyncStatus } from '@/data/index.ts'

export type DisplayPhase = 'online' | 'offline' | 'syncing' | 'stopped'

/** The tab's own connectivity overrides a stale worker report; no report yet = stopped. */
export function displayPhase(tab: TabSyncStatus): DisplayPhase {
  if (!tab.isOnline) return 'offline'
  return tab.status?.phase ?? 'stopped'
}
