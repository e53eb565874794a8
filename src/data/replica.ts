// The replica's lifecycle for the composition root: open the database, start sync, hand over the
// session, and wipe everything on sign-out (SPEC SYNC-WIPE-1), online or offline.
import { CHAT_DRAFT_PREFIX } from './chat-drafts.ts'
import { wipeFiles } from './files.ts'
import type { AppDatabase } from '@/db/index.ts'
import { forgetArrivals } from './arrival.ts'
import { onOnlineChange } from './connectivity.ts'
import { currentDatabase } from './database.ts'
import { OWNER_KEY, rememberOwner, replicaOwner } from './replica-owner.ts'
import { provideDatabase, repositoriesFor } from './repositories.ts'
import { SyncClient } from './sync-client.ts'
import { provideSyncClient, syncClient } from './current-sync-client.ts'

export interface ReplicaConfig {
  openDatabase(): Promise<AppDatabase>
  createWorker(): Worker
}

let config: ReplicaConfig | null = null

/** Opens the local replica and starts competing for sync leadership. Call once at start-up. */
export async function startReplica(cfg: ReplicaConfig): Promise<AppDatabase> {
  config = cfg
  const client = syncClient() ?? provideSyncClient(new SyncClient(cfg.createWorker))
  client.onWipedElsewhere = () => {
    forgetArrivals()
    const open = currentDatabase()
    provideDatabase(null)
    void client.shutdown()
    if (open && !open.closed) void open.close()
  }
  const db = await cfg.openDatabase()
  provideDatabase(db)
  client.attach(db)
  if (typeof window !== 'undefined') {
    // Ask the browser not to evict the replica under storage pressure (shown on /realtime-debug).
    void navigator.storage?.persist?.().catch(() => false)
    onOnlineChange((online) => client.setOnline(online))
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') client.resync('visible')
    })
  }
  return db
}

let switching: Promise<void> | null = null

function handOver(userId: string | null, accessToken: string | null): void {
  if (userId) rememberOwner(userId)
  syncClient()?.setSession(userId, accessToken)
  if (userId) void ensureOpen()
}

/**
 * SYNC-AUTH-1: the auth feature calls this on every auth change. SYNC-WIPE-3: when the replica
 * still holds another user's data (their session ended without a sign-out: revoked, expired,
 * storage cleared), it is wiped before this user's replication starts, so nothing of theirs is
 * shown or pushed as this user's change.
 */
export function setSyncSession(userId: string | null, accessToken: string | null): void {
  if (switching) {
    switching = switching.then(() => handOver(userId, accessToken))
    return
  }
  const owner = replicaOwner()
  if (!userId || !owner || owner === userId) return handOver(userId, accessToken)
  switching = wipeLocalData()
    .catch((err: unknown) => console.error('Wiping the previous user’s replica failed', err))
    .then(() => handOver(userId, accessToken))
    .finally(() => (switching = null))
}

/** SYNC-WIPE-2: documents the server has not confirmed yet (ask before signing out). */
export async function pendingWrites(): Promise<number> {
  const db = currentDatabase()
  return db ? repositoriesFor(db).outbox.pendingWrites() : 0
}

/** Cache Storage entries holding user responses (the app shell precache stays). */
async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  for (const key of await caches.keys()) {
    if (!key.includes('precache')) await caches.delete(key)
  }
}

/** RxDB's Dexie storage empties its tables on remove; the IndexedDB files go too. */
async function deleteIndexedDbFiles(dbName: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return
  const prefix = `rxdb-dexie-${dbName}--`
  // Also the cross-tab message store RxDB falls back to where BroadcastChannel is missing.
  const channel = `RxDB:|dexie|${dbName}`
  const names = (await indexedDB.databases())
    .map((d) => d.name ?? '')
    .filter((n) => n.startsWith(prefix) || n.endsWith(channel))
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const req = indexedDB.deleteDatabase(name)
          // Blocked = another tab still has it open; its tables are already empty.
          req.onsuccess = req.onerror = req.onblocked = () => resolve()
        }),
    ),
  )
}

/** Spec section 3's per-user local-storage keys, and the user's unsent chat drafts. */
function clearUserStorageKeys(): void {
  if (typeof localStorage === 'undefined') return
  for (const key of Object.keys(localStorage)) {
    if (
      key.startsWith('navigation_prefs_') ||
      key.startsWith('time_spent_') ||
      key.startsWith(CHAT_DRAFT_PREFIX) ||
      key === OWNER_KEY
    ) {
      localStorage.removeItem(key)
    }
  }
}

/**
 * SYNC-WIPE-1: stops sync, removes the local database (documents, outbox, checkpoints) and the
 * cached user responses. Works offline. The next sign-in opens a fresh, empty replica.
 */
export async function wipeLocalData(): Promise<void> {
  syncClient()?.setSession(null, null)
  await syncClient()?.shutdown()
  const db = currentDatabase()
  provideDatabase(null)
  if (db) {
    if (!db.closed) await db.close()
    // removeRxDatabase through the instance: a module import of 'rxdb' here would make RxDB a
    // start-up dependency of the shell (it opens lazily, see src/app/replica.ts).
    await db.remove()
    await deleteIndexedDbFiles(db.name)
  }
  await wipeFiles()
  await clearUserCaches()
  clearUserStorageKeys()
  forgetArrivals()
  syncClient()?.announceWipe()
}

/** Opens a fresh replica after a wipe (the next user signs in). */
async function ensureOpen(): Promise<void> {
  if (currentDatabase() || !config) return
  opening ??= config.openDatabase().then((db) => {
    provideDatabase(db)
    syncClient()?.attach(db)
  })
  try {
    await opening
  } finally {
    opening = null
  }
}
let opening: Promise<void> | null = null

/** Pull and push now on every collection ("Sync now"). */
export function syncNow(): void {
  syncClient()?.resync('manual')
}

/** A job opened from the server's search is stored on the device (SYNC-SCOPE-2). */
export function keepJobOnDevice(id: string): void {
  syncClient()?.keepJob(id)
}

/** SYNC-ERR-4: send a failed change again. */
export async function retryChange(collection: string, docId: string): Promise<void> {
  const client = syncClient()
  if (!client) throw new Error('Sync is not running')
  await client.retry(collection, docId)
}

/** SYNC-ERR-4: drop a local change; the server's version replaces it. */
export async function discardChange(collection: string, docId: string): Promise<void> {
  const client = syncClient()
  if (!client) throw new Error('Sync is not running')
  await client.discard(collection, docId)
}

/** "Clear local data and re-sync": the wipe, then the same user's data downloads again. */
export async function resetLocalData(): Promise<void> {
  const session = syncClient()?.currentSession
  await wipeLocalData()
  if (session?.userId) setSyncSession(session.userId, session.accessToken)
}
