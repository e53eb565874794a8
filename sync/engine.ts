// The sync engine: every collection's replication and outbox for one signed-in user, the re-sync
// timer, and status; retry and discard go to change-commands.ts. It runs inside the worker in the
// app, and directly in Node integration tests (the same code with and without the worker).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection } from 'rxdb'
import type { Subscription } from 'rxjs'

import {
  collectionDef,
  replicatedNames,
  sharedTables,
  SHARED_COLLECTION,
  type AppDatabase,
  type ReplicatedName,
  type Row,
  type TableDef,
} from '@/db/index.ts'
import { collectionSubject, sharedSubject } from './outbox-subjects.ts'
import { Outboxes, type IdleSource } from './outboxes.ts'
import type { SyncStatus } from './protocol.ts'
import { discardChange, retryChange, type ChangeCommandContext } from './change-commands.ts'
import { replicateCollection, type CollectionReplication } from './replicate-collection.ts'
import { replicateShared, type SharedReplication } from './replicate-shared.ts'
import { buildStatus, CollectionStatus } from './status.ts'
import { coalesce } from './coalesce.ts'
import { regionPulled } from './first-pull-wait.ts'
import type { ScopedPull } from './scoped-pull.ts'
import { becameWriter, decideWriter } from './writer-gate.ts'
import { jobsScope } from './jobs-scope-wiring.ts'
import { toRemoteError } from './errors.ts'
import type { PushContext } from './push.ts'

/** Push batch (SYNC-CP-2). */
export const SYNC_BATCH_SIZE = 100
/** Pull pages are larger: the initial download of 10k jobs is round-trip bound. */
export const SYNC_PULL_BATCH_SIZE = 1000
export const RESYNC_INTERVAL_MS = 30_000
/** Messages fetched per scroll back in a conversation (SYNC-MSG-2). */
export const OLDER_MESSAGES_PAGE = 50
/** Status changes come in bursts: at start-up every collection's pull starts and ends together,
 * over 100 changes in a few hundred ms, and each message re-renders the page's sync indicators on
 * the main thread while the page is loading. One message per window carries them all. */
const STATUS_WINDOW_MS = 250

export interface EngineOptions {
  db: AppDatabase
  client: SupabaseClient
  userId: string
  /** Push batch; also the pull batch unless pullBatchSize is given (tests use 5 for both). */
  batchSize?: number
  pullBatchSize?: number
  live?: boolean
  resyncIntervalMs?: number
  isOnline?: () => boolean
  onStatus?: (status: SyncStatus) => void
  now?: () => Date
  /** Tables of the shared collection (default: the app's registry, SPEC SYNC-MUX-1). */
  tables?: readonly TableDef[]
  /** Newest jobs anywhere the device keeps (default JOBS_NEWEST_ELSEWHERE; tests use a few). */
  jobsNewest?: number
  /** Uploads a row's files before it is pushed (file-uploads.ts); none: rows go as they are. */
  files?: PushContext['files']
}

export class SyncEngine {
  private readonly o: EngineOptions
  private readonly outboxes: Outboxes
  private readonly reps = new Map<ReplicatedName, CollectionReplication>()
  private shared: SharedReplication | null = null
  /** Replications that start once the user's roles are known (SYNC-PUSH-6). */
  private gated: Promise<void>[] = []
  private jobsScoped: ScopedPull | undefined
  private readonly statuses: CollectionStatus[] = []
  private timer: ReturnType<typeof setInterval> | null = null
  private subs: Subscription[] = []
  private running = false
  private readonly emit = coalesce(() => this.o.onStatus?.(this.status()), STATUS_WINDOW_MS)

  constructor(o: EngineOptions) {
    this.o = o
    this.outboxes = new Outboxes(o.db, o.now)
  }

  get userId(): string {
    return this.o.userId
  }

  start(): void {
    if (this.running) return
    this.running = true
    const present = replicatedNames.filter((n) => n in this.o.db.collections)
    for (const name of present) {
      this.outboxes.start(collectionSubject(name, this.collection(name)))
    }
    for (const name of present) {
      const status = new CollectionStatus(name, () => this.emit())
      this.statuses.push(status)
      const writers = collectionDef(name).writers
      if (writers) this.gated.push(this.startGated(name, status, writers))
      else this.startCollection(name, status, true)
    }
    this.startShared()
    const interval = this.o.resyncIntervalMs ?? RESYNC_INTERVAL_MS
    if (this.o.live ?? true) {
      this.timer = setInterval(() => {
        this.pollChannels()
        this.resync({ lookBack: true })
      }, interval)
    }
    this.emit()
  }

  /** What every replication of this engine shares. */
  private replicationOptions(status: CollectionStatus, collection: string) {
    return {
      client: this.o.client,
      outbox: this.outboxes.get(collection),
      status,
      userId: this.o.userId,
      batchSize: this.o.batchSize ?? SYNC_BATCH_SIZE,
      pullBatchSize: this.o.pullBatchSize ?? this.o.batchSize ?? SYNC_PULL_BATCH_SIZE,
      live: this.o.live ?? true,
      now: this.o.now,
      files: this.o.files,
    }
  }

  private startCollection(name: ReplicatedName, status: CollectionStatus, pushes: boolean): void {
    const scoped = name === 'jobs' ? (this.jobsScoped ??= this.jobsScope()) : undefined
    const rep = replicateCollection({
      scoped,
      name,
      pushes,
      collection: this.collection(name),
      ...this.replicationOptions(status, name),
    })
    // A reading device never pushes: its rows wait for the device to become a writer.
    if (rep.pushes) this.settleWhenIdle(rep.state, name)
    this.reps.set(name, rep)
  }

  /**
   * SYNC-PUSH-6: a table only some roles write replicates pull-only until the user holds one of
   * them. A fresh device learns its user's roles first (their first pull, at most
   * SCOPE_SOURCES_WAIT_MS; the jobs pull waits for the profiles as long anyway).
   */
  private async startGated(
    name: ReplicatedName,
    status: CollectionStatus,
    writers: ReadonlySet<string>,
  ): Promise<void> {
    const gate = { db: this.o.db, userId: this.o.userId, table: name, writers }
    await Promise.resolve()
    let writer = true
    try {
      writer = await decideWriter(gate, this.reps.get('user_roles')?.state)
    } catch (err) {
      // Unsure, the device pushes: a writer replication is correct for every user.
      status.error(toRemoteError(err))
    }
    if (!this.running) return
    this.startCollection(name, status, writer)
    if (writer) return
    const sub = becameWriter(gate).subscribe(() => this.gated.push(this.promote(name, status)))
    this.subs.push(sub)
  }

  /** SYNC-PUSH-6: the device became a writer; the reading replication gives way to a pushing one. */
  private async promote(name: ReplicatedName, status: CollectionStatus): Promise<void> {
    const reading = this.reps.get(name)
    if (!this.running || !reading || reading.pushes) return
    this.reps.delete(name)
    await reading.state.cancel()
    if (this.running) this.startCollection(name, status, true)
  }

  /** SYNC-SCOPE-1..2: the jobs pull keeps the device's scope and follows its changes. */
  private jobsScope() {
    const { scoped, watch } = jobsScope({
      db: this.o.db,
      client: this.o.client,
      userId: this.o.userId,
      jobs: this.collection('jobs'),
      tables: this.o.tables ?? sharedTables,
      newest: this.o.jobsNewest,
      onChange: () =>
        void this.reps
          .get('jobs')
          ?.rescope()
          .catch(() => {}),
      sourcesPulled: () => regionPulled((n) => this.reps.get(n)?.state),
    })
    this.subs.push(watch)
    return scoped
  }

  private startShared(): void {
    const tables = this.o.tables ?? sharedTables
    const collection = this.o.db.collections[SHARED_COLLECTION]
    if (!collection || tables.length === 0) return
    const status = new CollectionStatus(SHARED_COLLECTION, () => this.emit())
    this.statuses.push(status)
    this.outboxes.start(sharedSubject(collection, tables))
    this.shared = replicateShared({
      collection,
      tables,
      ...this.replicationOptions(status, SHARED_COLLECTION),
    })
    this.settleWhenIdle(this.shared.state, SHARED_COLLECTION)
  }

  private settleWhenIdle(state: IdleSource, collection: string): void {
    this.subs.push(this.outboxes.settleWhenIdle(state, collection, () => this.running))
  }

  /** Every running replication: the dedicated collections' and the shared one. */
  private states() {
    const states = [...this.reps.values()].map((r) => r.state)
    return this.shared ? [...states, this.shared.state] : states
  }

  /** Checkpoint pull on every collection (SYNC-LIVE-2); lookBack for the timed repair. */
  resync(opts?: { lookBack?: boolean }): void {
    for (const rep of this.reps.values()) rep.resync(opts)
    this.shared?.resync(opts)
  }

  /** SYNC-MSG-2: a conversation's messages before `before`, fetched and kept as pulled. */
  async keepOlderMessages(conversationId: string, before: string): Promise<number> {
    if (!this.shared) return 0
    const { data, error } = await this.o.client.rpc('older_messages', {
      p_conversation_id: conversationId,
      p_before: before,
      p_limit: OLDER_MESSAGES_PAGE,
    })
    if (error) throw error
    return this.shared.store('messages', (data ?? []) as Row[])
  }

  /** SYNC-SCOPE-2: a job opened from the server is stored on the device as pulled. */
  async keepJob(id: string): Promise<void> {
    await this.reps.get('jobs')?.keep([id])
  }

  async awaitInSync(): Promise<void> {
    await Promise.all(this.gated)
    await Promise.all(this.states().map((s) => s.awaitInSync()))
    await this.outboxes.settle()
  }

  /** Resolves when every non-live replication has run once (tests, bench). */
  async awaitInitial(): Promise<void> {
    await Promise.all(this.gated)
    await Promise.all(this.states().map((s) => s.awaitInitialReplication()))
  }

  async stop(): Promise<void> {
    this.running = false
    this.outboxes.stop()
    for (const sub of this.subs) sub.unsubscribe()
    this.subs = []
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await Promise.all(this.gated)
    await Promise.all(this.states().map((s) => s.cancel()))
    this.reps.clear()
    this.gated = []
    await this.outboxes.settle()
    this.outboxes.clear()
    this.jobsScoped = undefined
    this.shared = null
    // The stopped state goes out now; nothing of this engine may follow it.
    this.emit.cancel()
    this.o.onStatus?.(this.status())
  }

  status(): SyncStatus {
    const online = this.o.isOnline?.() ?? true
    return buildStatus(
      this.running,
      online,
      this.o.userId,
      this.statuses.map((s) => s.snapshot),
    )
  }

  /** SYNC-ERR-4: push a failed document again from its current local state. */
  retry(name: ReplicatedName, docId: string): Promise<void> {
    return retryChange(this.commandContext(), name, docId)
  }

  /** SYNC-ERR-4: drop the local change; the server's row (or nothing) replaces it. */
  discard(name: ReplicatedName, docId: string): Promise<void> {
    return discardChange(this.commandContext(), name, docId)
  }

  private commandContext(): ChangeCommandContext {
    const { db, client, files } = this.o
    return { db, client, files, outboxes: this.outboxes, tables: this.o.tables ?? sharedTables }
  }

  private collection(name: ReplicatedName): RxCollection {
    const c = this.o.db.collections[name] as unknown as RxCollection | undefined
    if (!c) throw new Error(`Collection ${name} is not open`)
    return c
  }

  /** Realtime channel state per collection, read from supabase-js (the plugin keeps it private). */
  pollChannels(): void {
    const channels = this.o.client.getChannels()
    this.statuses.forEach((s) => {
      const identifier =
        this.reps.get(s.snapshot.name as ReplicatedName)?.identifier ??
        `craftlink-${s.snapshot.name}-${this.o.userId}`
      const topic = `realtime:${identifier}`
      const ch = channels.find((c) => c.topic === topic)
      s.channel(ch ? String(ch.state) : 'none')
    })
  }
}
