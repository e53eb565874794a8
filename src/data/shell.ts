// What the shell and a visitor's pages may use from src/data without loading the replica's code
// (repositories, schemas, RxDB, the sync client): connectivity, the load's first content and
// the open replica as provided. Member code uses src/data/index.ts.
export {
  currentDatabase,
  currentRepositories,
  subscribeDatabase,
  whenDatabase,
  whenRepositories,
} from './database.ts'
export {
  connectivity,
  isOnline,
  onOnlineChange,
  markOffline,
  markOnline,
  isNetworkError,
  type ConnectivityState,
} from './connectivity.ts'
export { useConnectivity } from './useConnectivity.ts'
export { loadPhases, paintShellWithPage, useFirstContent, type LoadPhase } from './load-phases.ts'
export { useLiveQuery, useRepositories, type LiveResult } from './useLiveQuery.ts'
export { useWaitingChanges } from './useWaitingChanges.ts'
export { warmQuery } from './warm-query.ts'
export { defaultPreferences } from './default-preferences.ts'
export { NOTIFICATIONS_SHOWN } from './notifications-shown.ts'
export { syncClient } from './current-sync-client.ts'
export { useSyncState } from './useSyncState.ts'
export { useStillArriving } from './useStillArriving.ts'
export { arrivedTables } from './arrival.ts'
export type { Repositories } from './repositories.ts'
