// Composition root of the local replica: the one place the app opens its database (ARCHITECTURE
// rule 3) and says where the sync worker's code is. Called once from main.tsx.
import { createAppDatabase } from '@/db/index.ts'
import { browserStorage } from '@/db/storage.ts'
import { startReplica } from '@/data/index.ts'
import { connectSyncToAuth } from '@/features/sync-status/index.ts'

export async function startLocalReplica(): Promise<void> {
  await startReplica({
    openDatabase: () => createAppDatabase({ storage: browserStorage() }),
    createWorker: () =>
      new Worker(new URL('../../sync/worker.ts', import.meta.url), {
        type: 'module',
        name: 'craftlink-sync',
      }),
  })
  connectSyncToAuth()
}
