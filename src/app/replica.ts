// Composition root of the local replica: the one place the app opens its database (ARCHITECTURE
// rule 3) and says where the sync worker's code is. Called once from main.tsx.
import syncWorkerUrl from 'virtual:craftlink/sync-worker-url'
import { startReplica } from '@/data/index.ts'
import { connectSyncToAuth } from '@/features/sync-status/index.ts'

/** RxDB and Dexie load in their own chunk (precached like every other), so the shell's entry
 * chunk stays small. index.html preloads that chunk (vite.replica-preload.ts), so it arrives
 * with the entry rather than after it has run. */
function loadDatabaseCode() {
  return Promise.all([import('@/db/database.ts'), import('@/db/storage.ts')])
}

/** Opens the replica, then connects sync to auth. The promise settles as soon as the database
 * has begun to open (its code has loaded), not when it is open. */
export function startLocalReplica(): Promise<void> {
  const code = loadDatabaseCode()
  void startReplica({
    openDatabase: async () => {
      const [{ createAppDatabase }, { browserStorage }] = await code
      return createAppDatabase({ storage: browserStorage() })
    },
    // sync/worker.ts, built as an entry that shares the page's chunks (vite.sync-worker.ts).
    createWorker: () => new Worker(syncWorkerUrl, { type: 'module', name: 'craftlink-sync' }),
  }).then(connectSyncToAuth)
  // Registered after openDatabase's own wait on `code`, so createAppDatabase has started by the
  // time this settles.
  return code.then(
    () => undefined,
    () => undefined,
  )
}
