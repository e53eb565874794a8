import { useSyncExternalStore } from 'react'
import { syncClient } from './current-sync-client.ts'
import type { TabSyncStatus } from './sync-client.ts'

const idle: TabSyncStatus = { status: null, isLeader: false, isOnline: true, problem: null }

/** The sync state this tab knows (its own worker's, or the leader tab's relayed). */
export function useSyncState(): TabSyncStatus {
  return useSyncExternalStore(
    (onChange) => {
      const sub = syncClient()?.state$.subscribe(onChange)
      return () => sub?.unsubscribe()
    },
    () => syncClient()?.state$.value ?? idle,
    () => idle,
  )
}
