import { useCallback, useSyncExternalStore } from 'react'
import { arrivedTables, isStillArriving } from './arrival.ts'
import { replicaOwner } from './replica-owner.ts'
import { syncClient } from './current-sync-client.ts'

/**
 * True while any of `tables` has not arrived on this device yet (SPEC SYNC-PROG-3): a page then
 * says so instead of showing an empty list. Re-renders only when the answer changes.
 */
export function useStillArriving(...tables: string[]): boolean {
  const key = tables.join(',')
  const snapshot = useCallback(() => {
    const status = syncClient()?.state$.value.status ?? null
    const userId = status?.userId ?? replicaOwner()
    const arrived = arrivedTables(userId)
    return key.split(',').some((t) => isStillArriving(t, userId, status, arrived))
  }, [key])
  return useSyncExternalStore(subscribe, snapshot, () => false)
}

function subscribe(onChange: () => void): () => void {
  const sub = syncClient()?.state$.subscribe(onChange)
  return () => sub?.unsubscribe()
}
