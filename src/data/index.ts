// Public surface of src/data: what pages and the composition root use.
export { currentDatabase, currentRepositories, whenDatabase, whenRepositories } from './database.ts'
export {
  createRepositories,
  provideDatabase,
  repositoriesFor,
  type Repositories,
} from './repositories.ts'
export { useLiveQuery, useRepositories, type LiveResult } from './useLiveQuery.ts'
export { warmQuery } from './warm-query.ts'
export { peekFirstPage } from './first-page-peek.ts'
export { useSyncState } from './useSyncState.ts'
export { syncClient } from './current-sync-client.ts'
export { useConnectivity } from './useConnectivity.ts'
export { useWaitingChanges } from './useWaitingChanges.ts'
export {
  connectivity,
  isOnline,
  onOnlineChange,
  markOffline,
  markOnline,
  isNetworkError,
  type ConnectivityState,
} from './connectivity.ts'
export { useStillArriving } from './useStillArriving.ts'
export { useLocalFile, type LocalFileView } from './useLocalFile.ts'
export { addFile, forgetFile, retryFile, type PreparedFile } from './files.ts'
export { arrivedTables } from './arrival.ts'
export { useRowCounts } from './useRowCounts.ts'
export { loadPhases, paintShellWithPage, useFirstContent, type LoadPhase } from './load-phases.ts'
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
export type { DocSyncState } from './outbox.repo.ts'
export { NOTIFICATIONS_SHOWN } from './notifications-shown.ts'
export { defaultPreferences } from './default-preferences.ts'
export type { JobFilter } from './jobs.repo.ts'
export type { NewNavigationEvent } from './navigation-events.repo.ts'
export type { SyncStatus, SyncPhase } from '@sync/protocol.ts'
