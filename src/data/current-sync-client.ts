// The tab's sync client once the replica has started (replica.ts makes it). Held apart from the
// client's code so the shell's hooks can read its state without loading it.
import type { SyncClient } from './sync-client.ts'

let client: SyncClient | null = null

export function syncClient(): SyncClient | null {
  return client
}

export function provideSyncClient(made: SyncClient): SyncClient {
  client = made
  return made
}
