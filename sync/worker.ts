// The replication worker entry (SPEC SYNC-ARCH-2): the worker host wired to the Worker global,
// the browser's IndexedDB (Dexie) and the configured backend.
import { createClient } from '@supabase/supabase-js'
import { createAppDatabase } from '@/db/index.ts'
import { openFileStore } from '@/db/file-store.ts'
import { browserStorage } from '@/db/storage.ts'
import { env } from '@/env.ts'
import type { FromWorker } from './protocol.ts'
import { FileUploads } from './file-uploads.ts'
import { storageUploader } from './storage-upload.ts'
import { createWorkerHost } from './worker-host.ts'

const scope = self as unknown as {
  postMessage(msg: FromWorker): void
  addEventListener(type: string, fn: (ev: MessageEvent) => void): void
  navigator: Navigator
}

const host = createWorkerHost({
  post: (msg) => scope.postMessage(msg),
  openDatabase: () =>
    createAppDatabase({ storage: browserStorage({ relaxedDurability: true, rangeReads: false }) }),
  createClient: (token) =>
    createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      accessToken: async () => token() ?? env.VITE_SUPABASE_ANON_KEY,
    }),
  isOnline: () => scope.navigator.onLine,
  createUploads: (owner, token) =>
    new FileUploads({
      owner,
      openStore: () => openFileStore(),
      transport: storageUploader(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, token),
      isOnline: () => scope.navigator.onLine,
    }),
})

scope.addEventListener('message', (ev) => void host.receive(ev.data))
scope.addEventListener('online', () => host.onOnline())
// Realtime channel states feed the status (the replication plugin keeps them private).
setInterval(() => host.tick(), 1000)
