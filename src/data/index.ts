// Public surface of src/data: what pages and the composition root use.
export { provideDatabase, currentDatabase, whenDatabase } from './database.ts'
export { createRepositories, repositoriesFor, type Repositories } from './repositories.ts'
export { useLiveQuery, useRepositories, type LiveResult } from './useLiveQuery.ts'
export { warmQuery } from './warm-query.ts'
export { peekFirstPage } from './first-page-peek.ts'
export { peekedPaintSettled, settlePeekedPaint } from './peeked-paint.ts'
export { useSyncState } from './useSyncState.ts'
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
export { afterFullLoad, holdFullLoad } from './full-load.ts'
export {
  afterFirstContent,
  firstContentPainted,
  notePageCommitted,
  paintShellWithPage,
  useFirstContent,
} from './first-content.ts'
export {
  startReplica,
  setSyncSession,
  pendingWrites,
  wipeLocalData,
  syncClient,
  syncNow,
  retryChange,
  keepJobOnDevice,
  discardChange,
  resetLocalData,
  type ReplicaConfig,
} from './replica.ts'
export type { TabSyncStatus } from './sync-client.ts'
export type { DocSyncState } from './outbox.repo.ts'
export { NOTIFICATIONS_SHOWN } from './notifications.repo.ts'
export { defaultPreferences } from './preferences.repo.ts'
export type { JobFilter } from './jobs.repo.ts'
export type { NewNavigationEvent } from './navigation-events.repo.ts'
export type { SyncStatus, SyncPhase } from '@sync/protocol.ts'
