// Composition root of the local replica: the one place the app opens its database (ARCHITECTURE
// rule 3) and says where the sync worker's code is. Called once from main.tsx.
import { startReplica } from '@/data/index.ts'
import { connectSyncToAuth } from '@/features/sync-status/index.ts'

/** RxDB and Dexie load in their own chunk (precached like every other), so the shell's entry
 * chunk stays small and paints before the replica has opened. */
async function openAppDatabase() {
  const [{ createAppDatabase }, { browserStorage }] = await Promise.all([
    import('@/db/database.ts'),
    import('@/db/storage.ts'),
  ])
  return createAppDatabase({ storage: browserStorage() })
}

export async function startLocalReplica(): Promise<void> {
  await startReplica({
    openDatabase: openAppDatabase,
    createWorker: () =>
      new Worker(new URL('../../sync/worker.ts', import.meta.url), {
        type: 'module',
        name: 'craftlink-sync',
      }),
  })
  connectSyncToAuth()
}
