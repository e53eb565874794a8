// Public surface of src/data: what pages and the composition root use. Everything the shell may
// use without the replica's code is in shell.ts, re-exported here; the rest needs a member's.
export * from './shell.ts'
export { createRepositories, provideDatabase, repositoriesFor } from './repositories.ts'
export { peekFirstPage } from './first-page-peek.ts'
export { useLocalFile, type LocalFileView } from './useLocalFile.ts'
export { addFile, forgetFile, keepServerFile, retryFile, type PreparedFile } from './files.ts'
export { useRowCounts } from './useRowCounts.ts'
export { readChatDraft, saveChatDraft } from './chat-drafts.ts'
export {
  startReplica,
  setSyncSession,
  pendingWrites,
  wipeLocalData,
  syncNow,
  retryChange,
  keepJobOnDevice,
  discardChange,
  resetLocalData,
  type ReplicaConfig,
} from './replica.ts'
export type { TabSyncStatus } from './sync-client.ts'
export { serverRefusal, type ServerRefusal } from './account-refusal.ts'
export type { DocSync, DocSyncState } from './outbox.repo.ts'
export type { JobFilter } from './jobs.repo.ts'
export type { NewNavigationEvent } from './navigation-events.repo.ts'
export type { SyncStatus, SyncPhase } from '@sync/protocol.ts'
