import type { SyncOutboxDoc } from '@/db/index.ts'
import { useLiveQuery } from '@/data/shell.ts'

/** Waiting and failed documents on this device, newest change first. */
export function useOutbox(): SyncOutboxDoc[] {
  return useLiveQuery((r) => r.outbox.items$(), []).data ?? []
}

/** The sync state of one document; null = synced (no unconfirmed change). */
export function useDocSyncState(collection: string, docId: string): SyncOutboxDoc | null {
  return useLiveQuery((r) => r.outbox.stateOf$(collection, docId), [collection, docId]).data ?? null
}
