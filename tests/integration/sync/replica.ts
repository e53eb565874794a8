// Sync test helpers: a local backend with the product migrations, users, and "devices": a fresh
// local database (fake-indexeddb) plus a SyncEngine acting as that user.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { SyncEngine } from '../../../sync/engine.ts'
import type { SyncStatus } from '../../../sync/protocol.ts'
import type { PushContext } from '../../../sync/push.ts'
import type { AppDatabase, ReplicatedName, TableDef } from '../../../src/db/index.ts'
import { createTestDatabase } from '../../factories/database.ts'
import type { TestServer } from '../backend/harness.ts'

export interface Device {
  db: AppDatabase
  engine: SyncEngine
  client: SupabaseClient
  statuses: SyncStatus[]
  /** Stops replication and closes the database (a closed tab or a killed process). */
  close(): Promise<void>
}

export interface DeviceOptions {
  collections: readonly ReplicatedName[]
  batchSize?: number
  live?: boolean
  /** Reopen an existing device's database (same name) instead of a fresh one. */
  dbName?: string
  url?: string
  pullBatchSize?: number
  /** A database to use instead of a fresh test database (bench: no dev-mode). */
  openDb?: () => Promise<AppDatabase>
  /** Network seam: the fetch supabase-js uses. */
  fetch?: typeof fetch
  /** Network seam: the WebSocket class realtime uses. */
  transport?: typeof WebSocket
  /** Tables of the shared collection (default: the app's registry). */
  tables?: readonly TableDef[]
  /** Newest jobs anywhere the device keeps besides its region (SYNC-SCOPE-1). */
  jobsNewest?: number
  /** The upload queue's gate: a row's files go before the row (SYNC-FILE-1). */
  files?: PushContext['files']
}

/** supabase-js acting as the user, against `url` (defaults to the running server). */
export function userClient(
  server: TestServer,
  token: string,
  url = server.url,
  customFetch?: typeof fetch,
  transport: typeof WebSocket = WebSocket,
): SupabaseClient {
  return createClient(url, server.anonKey, {
    ...(customFetch ? { global: { fetch: customFetch } } : {}),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: transport as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
  })
}

export async function openDevice(
  server: TestServer,
  user: { id: string; token: string },
  opts: DeviceOptions,
): Promise<Device> {
  const db = opts.openDb
    ? await opts.openDb()
    : await createTestDatabase({
        collections: opts.collections,
        name: opts.dbName,
        tables: opts.tables,
      })
  const client = userClient(server, user.token, opts.url, opts.fetch, opts.transport)
  // As the app's worker does (SYNC-AUTH-1): realtime has the user's token before any channel
  // joins. With only the accessToken callback, channels that join while the socket opens go out
  // before the callback has answered and run as anon, so RLS shows them nothing.
  await client.realtime.setAuth(user.token)
  const statuses: SyncStatus[] = []
  const engine = new SyncEngine({
    db,
    client,
    userId: user.id,
    batchSize: opts.batchSize ?? 5,
    pullBatchSize: opts.pullBatchSize,
    live: opts.live ?? true,
    resyncIntervalMs: 60_000,
    onStatus: (s) => statuses.push(s),
    tables: opts.tables,
    jobsNewest: opts.jobsNewest,
    files: opts.files,
  })
  engine.start()
  return {
    db,
    engine,
    client,
    statuses,
    async close() {
      await engine.stop()
      await client.removeAllChannels()
      await db.close()
    },
  }
}

export async function until<T>(
  fn: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 8000,
): Promise<T> {
  const start = Date.now()
  for (;;) {
    const v = await fn()
    if (v !== undefined) return v
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Network seam: records `METHOD table` of every insert or update request a device sends. */
export function writeSpy(writes: string[], inner: typeof fetch = fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = init?.method ?? 'GET'
    const table = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1]
    if (table && (method === 'POST' || method === 'PATCH')) writes.push(`${method} ${table}`)
    return inner(input, init)
  }) as typeof fetch
}

/** Network seam: a fetch that fails like a dead connection while `offline` is true. */
export function gatedFetch(): { fetch: typeof fetch; offline: boolean } {
  const gate = {
    offline: false,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (gate.offline) throw new TypeError('fetch failed')
      return fetch(input, init)
    }) as typeof fetch,
  }
  return gate
}
