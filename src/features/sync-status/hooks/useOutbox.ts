import type { SyncOutboxDoc } from '@/db/index.ts'
import { useLiveQuery } from '@/data/shell.ts'
import type { DocSync } from '@/data/index.ts'

/** Waiting and failed documents on this device, newest change first. */
export function useOutbox(): SyncOutboxDoc[] {
  return useLiveQuery((r) => r.outbox.items$(), []).data ?? []
}

/** The sync state of one document; null until it is known. */
export function useDocSyncState(collection: string, docId: string): DocSync | null {
  return useLiveQuery((r) => r.outbox.stateOf$(collection, docId), [collection, docId]).data ?? null
}
