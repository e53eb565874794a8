// The worker's logic without the Worker global: the real worker (worker.ts) wires it to `self`;
// Node tests run it in-process, so sync suites run with and without a real Worker.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { AppDatabase } from '@/db/index.ts'
import { SyncEngine } from './engine.ts'
import type { FileUploads } from './file-uploads.ts'
import { parseToWorker, type FromWorker, type ToWorker } from './protocol.ts'

export interface WorkerHostDeps {
  post(msg: FromWorker): void
  openDatabase(): Promise<AppDatabase>
  /** A supabase-js client that sends whatever `token()` returns. */
  createClient(token: () => string | null): SupabaseClient
  isOnline(): boolean
  batchSize?: number
  /** The user's upload queue (issue 29); without it rows are pushed as they are. */
  createUploads?(userId: string, token: () => string | null): FileUploads
}

export interface WorkerHost {
  receive(data: unknown): Promise<void>
  onOnline(): void
  tick(): void
}

export function createWorkerHost(deps: WorkerHostDeps): WorkerHost {
  let db: AppDatabase | null = null
  let engine: SyncEngine | null = null
  let client: SupabaseClient | null = null
  let uploads: FileUploads | null = null
  let token: string | null = null
  let queue: Promise<void> = Promise.resolve()

  async function stopEngine(): Promise<void> {
    if (!engine) return
    const running = engine
    engine = null
    const sending = uploads
    uploads = null
    await Promise.all([running.stop(), sending?.stop()])
    if (client) await client.removeAllChannels()
    client = null
    deps.post({ type: 'status', status: running.status() })
  }

  /** SYNC-AUTH-1/2: a new token updates the client; another user (or none) restarts or stops. */
  async function onSession(userId: string | null, accessToken: string | null): Promise<void> {
    token = accessToken
    if (!userId || !accessToken) return stopEngine()
    if (engine && engine.userId === userId && client) {
      client.realtime.setAuth(accessToken)
      engine.resync()
      return
    }
    await stopEngine()
    db ??= await deps.openDatabase()
    client = deps.createClient(() => token)
    // Realtime has the token before any channel joins: with only the accessToken callback, a
    // channel that joined while the socket opened ran as anon and RLS sent it nothing (the
    // shared collection's channel: chat messages reached other devices only at the next pull).
    await client.realtime.setAuth(accessToken)
    uploads = deps.createUploads?.(userId, () => token) ?? null
    const files = uploads
    engine = new SyncEngine({
      db,
      client,
      userId,
      batchSize: deps.batchSize,
      isOnline: deps.isOnline,
      onStatus: (status) => deps.post({ type: 'status', status }),
      files: files ? (refs) => files.ensure(refs) : undefined,
    })
    engine.start()
    void files
      ?.start()
      .catch((err: unknown) => deps.post({ type: 'problem', message: String(err) }))
  }

  async function handle(msg: ToWorker): Promise<void> {
    switch (msg.type) {
      case 'session':
        return onSession(msg.userId, msg.accessToken)
      case 'resync':
        engine?.resync({ lookBack: msg.reason !== 'manual' })
        return
      case 'keep':
        await engine?.keepJob(msg.id).catch(() => {})
        return
      case 'older':
        try {
          if (!engine) throw new Error('Sync is not running (signed out)')
          const count = await engine.keepOlderMessages(msg.conversationId, msg.before)
          deps.post({ type: 'ack', requestId: msg.requestId, ok: true, count })
        } catch (err) {
          deps.post({ type: 'ack', requestId: msg.requestId, ok: false, error: String(err) })
        }
        return
      case 'retry':
      case 'discard':
        try {
          if (!engine) throw new Error('Sync is not running (signed out)')
          const name = msg.collection as never
          if (msg.type === 'retry') await engine.retry(name, msg.docId)
          else await engine.discard(name, msg.docId)
          deps.post({ type: 'ack', requestId: msg.requestId, ok: true })
        } catch (err) {
          deps.post({ type: 'ack', requestId: msg.requestId, ok: false, error: String(err) })
        }
        return
      case 'shutdown':
        await stopEngine()
        await db?.close()
        db = null
        deps.post({ type: 'ack', requestId: msg.requestId, ok: true })
        return
    }
  }

  return {
    receive(data) {
      const msg = parseToWorker(data)
      if (!msg) {
        deps.post({ type: 'problem', message: 'The sync worker received an invalid message' })
        return queue
      }
      // One message at a time, in order: a sign-out must not overtake the sign-in before it.
      queue = queue
        .then(() => handle(msg))
        .catch((err: unknown) => deps.post({ type: 'problem', message: String(err) }))
      return queue
    },
    onOnline: () => {
      uploads?.online()
      engine?.resync({ lookBack: true })
    },
    tick: () => engine?.pollChannels(),
  }
}
