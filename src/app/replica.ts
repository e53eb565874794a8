// Composition root of the local replica: the one place the app opens its database (ARCHITECTURE
// rule 3) and says where the sync worker's code is. Called once from main.tsx.
import syncWorkerUrl from 'virtual:craftlink/sync-worker-url'
import { startReplica } from '@/data/index.ts'
import { connectSyncToAuth } from '@/features/sync-status/index.ts'

/** RxDB and Dexie load in their own chunk (precached like every other), so the shell's entry
 * chunk stays small and paints before the replica has opened. index.html preloads that chunk
 * (build/replica-preload.ts), so it arrives with the entry rather than after it has run. */
async function openAppDatabase(after: Promise<void>) {
  await after
  const [{ createAppDatabase }, { browserStorage }] = await Promise.all([
    import('@/db/database.ts'),
    import('@/db/storage.ts'),
  ])
  return createAppDatabase({ storage: browserStorage() })
}

/** `after`: the replica opens once it settles (a page's peeked rows painted: loadPhases.peekedRows). */
export async function startLocalReplica(after: Promise<void> = Promise.resolve()): Promise<void> {
  await startReplica({
    openDatabase: () => openAppDatabase(after),
    // sync/worker.ts, built as an entry that shares the page's chunks (build/sync-worker.ts).
    createWorker: () => new Worker(syncWorkerUrl, { type: 'module', name: 'craftlink-sync' }),
  })
  connectSyncToAuth()
}
