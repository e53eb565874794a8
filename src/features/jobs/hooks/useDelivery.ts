// Whether a document written on this device has reached the server (SPEC SYNC-STATE-1).
import type { DocSyncState } from '@/data/index.ts'
import { useLiveQuery } from '@/data/shell.ts'

export interface Delivery {
  state: DocSyncState
  message: string
}

export function useDelivery(collection: string, docId: string): Delivery {
  const r = useLiveQuery((repos) => repos.outbox.stateOf$(collection, docId), [collection, docId])
  const row = r.data
  return { state: row?.state ?? 'synced', message: row?.message ?? '' }
}
