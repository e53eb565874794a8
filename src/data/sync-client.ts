// The tab's side of replication (SPEC SYNC-ARCH-2, SYNC-LEAD-1, SYNC-AUTH-1): wins or waits for
// leadership, starts the worker in the leader tab only, hands it the session, relays its status
// to every tab over a BroadcastChannel and relays other tabs' commands to it.
import { BehaviorSubject } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import { arrivedTables, noteSyncStatus } from './arrival.ts'
import { isOnline } from './connectivity.ts'
import { loadPhases } from './load-phases.ts'
import { replicaOwner } from './replica-owner.ts'
import type { FromWorker, SyncStatus, ToWorker } from '@sync/protocol.ts'
import { onFirstUse } from '@/lib/on-first-use.ts'

/** The worker's message schemas, loaded with the worker: a page with no replica (a visitor's)
 * never builds them. */
const protocol = onFirstUse(() => import('@sync/protocol.ts'))

export interface TabSyncStatus {
  status: SyncStatus | null
  isLeader: boolean
  /** Browser connectivity as this tab sees it. */
  isOnline: boolean
  /** The last problem the worker reported (invalid message, crash). */
  problem: string | null
}

const CHANNEL = 'craftlink-sync'
/** Shown on the sync debug page while the worker's script could not load. */
export const WORKER_LOAD_FAILED =
  'The sync worker could not load; it is started again shortly, or when back online'
/** The latest the worker starts after this tab won leadership, busy page or not. */
export const START_DEADLINE_MS = 1500
/** A worker whose script failed to load while online is tried again after these delays (the
 * last repeats); offline, the `online` event starts the next one. */
export const RESTART_DELAYS_MS = [2_000, 10_000, 30_000, 60_000] as const

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(run, { timeout: START_DEADLINE_MS })
  } else setTimeout(run, 0)
}
type Relay =
  | { kind: 'status'; status: SyncStatus }
  | { kind: 'command'; msg: ToWorker }
  | { kind: 'wiped' }
  | { kind: 'hello' }

export class SyncClient {
  readonly state$ = new BehaviorSubject<TabSyncStatus>({
    status: null,
    isLeader: false,
    isOnline: isOnline(),
    problem: null,
  })
  private worker: Worker | null = null
  private session: { userId: string | null; accessToken: string | null } = {
    userId: null,
    accessToken: null,
  }
  private readonly pending = new Map<
    string,
    (r: { ok: boolean; error?: string; count?: number }) => void
  >()
  private readonly channel: BroadcastChannel | null =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  private readonly createWorker: () => Worker
  private attachedDb: AppDatabase | null = null
  /** The database this tab won leadership on: its tab runs the worker. */
  private leading: AppDatabase | null = null
  /** Called when another tab wiped the shared replica (sign-out there signs out here too). */
  onWipedElsewhere: (() => void) | null = null
  private restartTimer: ReturnType<typeof setTimeout> | null = null
  /** Workers in a row whose script did not load (reset by a worker's first message). */
  private failedLoads = 0

  constructor(createWorker: () => Worker) {
    this.createWorker = createWorker
    this.channel?.addEventListener('message', (ev: MessageEvent<Relay>) => {
      if (ev.data.kind === 'status') this.patch({ status: ev.data.status })
      else if (ev.data.kind === 'wiped') this.onWipedElsewhere?.()
      else if (ev.data.kind === 'hello') this.answerHello()
      else if (this.worker) this.worker.postMessage(ev.data.msg)
    })
    // SYNC-LEAD-1: a new tab asks the leader for its status instead of showing "Sync paused"
    // until the leader's worker next changes state (up to a re-sync interval when idle).
    this.channel?.postMessage({ kind: 'hello' } satisfies Relay)
  }

  private answerHello(): void {
    const status = this.state$.value.status
    if (this.worker && status) this.channel?.postMessage({ kind: 'status', status } satisfies Relay)
  }

  /** Starts competing for leadership on `db`; the winner starts the worker. */
  attach(db: AppDatabase): void {
    this.attachedDb = db
    void db.waitForLeadership().then(async () => {
      if (this.attachedDb !== db) return
      this.leading = db
      // The worker opens every collection and pulls at once; started while the page is still
      // reading and rendering its data it competes with it for the CPU and IndexedDB, so it
      // starts once the page has all its data on screen (load-phases.ts: fullLoad) and the page is idle
      // (within START_DEADLINE_MS of that). On a device that holds none of its user's data yet
      // the page has no data to read and waits for the worker: it starts once the page's first
      // content (its heading and frame) is on screen.
      if (this.awaitsFirstSync()) loadPhases.firstContent.after(() => this.startWorker(db))
      else loadPhases.fullLoad.after(() => whenIdle(() => this.startWorker(db)))
    })
  }

  /** A signed-in user none of whose tables has arrived on this device (a visitor has no sync). */
  private awaitsFirstSync(): boolean {
    const userId = this.session.userId ?? replicaOwner()
    return userId !== null && arrivedTables(userId).size === 0
  }

  private startWorker(db: AppDatabase): void {
    if (this.attachedDb !== db || this.leading !== db || this.worker) return
    this.cancelRestart()
    // With no network the worker could only fail its requests (and a worker created offline may
    // get through before the browser's offline state reaches it): it starts when the browser is
    // back online (setOnline -> resync). Writes wait in the replica meanwhile.
    if (!this.state$.value.isOnline) {
      this.patch({ isLeader: true })
      return
    }
    const worker = this.createWorker()
    // In arrival order: once loaded, each `then` runs in the order it was queued.
    const parser = protocol()
    worker.addEventListener('message', (ev: MessageEvent) => {
      void parser.then(
        ({ parseFromWorker }) => this.onWorker(parseFromWorker(ev.data)),
        () => this.onWorker(null),
      )
    })
    worker.addEventListener('error', (ev: Event) => {
      // An uncaught error inside a running worker arrives as an ErrorEvent and the worker goes
      // on. A plain error event means its script never loaded (e.g. the page went offline
      // before the service worker controlled it): drop it and start a new one a little later or
      // on the next resync, instead of talking to a worker that does not exist.
      if (ev instanceof ErrorEvent || this.worker !== worker) return
      worker.terminate()
      this.worker = null
      this.patch({ problem: WORKER_LOAD_FAILED })
      this.scheduleRestart()
    })
    this.worker = worker
    this.patch({ isLeader: true, problem: null })
    worker.postMessage({ type: 'session', ...this.session } satisfies ToWorker)
  }

  /** Without this, a script that failed to load while online waited for an online or visible
   * event that might never come, and the header stayed on "Sync paused". */
  private scheduleRestart(): void {
    this.cancelRestart()
    if (!this.state$.value.isOnline) return
    const delay = RESTART_DELAYS_MS[Math.min(this.failedLoads, RESTART_DELAYS_MS.length - 1)]
    this.failedLoads += 1
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null
      if (this.leading && this.leading === this.attachedDb) this.startWorker(this.leading)
    }, delay)
  }

  private cancelRestart(): void {
    if (this.restartTimer !== null) clearTimeout(this.restartTimer)
    this.restartTimer = null
  }

  get currentSession(): { userId: string | null; accessToken: string | null } {
    return { ...this.session }
  }

  /** SYNC-AUTH-1: call on every auth change (sign-in, refresh, user update, sign-out). */
  setSession(userId: string | null, accessToken: string | null): void {
    this.session = { userId, accessToken }
    this.send({ type: 'session', userId, accessToken })
  }

  resync(reason: 'online' | 'visible' | 'manual'): void {
    // A leader whose worker failed to load gets a new one; its start-up sync is the resync.
    if (!this.worker && this.leading && this.leading === this.attachedDb) {
      this.startWorker(this.leading)
      if (this.worker) return
    }
    this.send({ type: 'resync', reason })
  }

  setOnline(isOnline: boolean): void {
    this.patch({ isOnline })
    if (isOnline) this.resync('online')
  }

  /** SYNC-SCOPE-2: a job this tab opened from the server is stored on the device. */
  keepJob(id: string): void {
    this.send({ type: 'keep', table: 'jobs', id })
  }

  /** SYNC-MSG-2: keeps a conversation's messages sent before `before` on the device; resolves
   * with how many came, or null when another tab's worker fetched them. */
  keepOlderMessages(conversationId: string, before: string): Promise<number | null> {
    return this.request({ type: 'older', requestId: crypto.randomUUID(), conversationId, before })
  }

  async retry(collection: string, docId: string): Promise<void> {
    await this.request({ type: 'retry', requestId: crypto.randomUUID(), collection, docId })
  }

  async discard(collection: string, docId: string): Promise<void> {
    await this.request({ type: 'discard', requestId: crypto.randomUUID(), collection, docId })
  }

  /** Stops replication and ends the worker (before a wipe); resolves when it has let go. */
  async shutdown(): Promise<void> {
    this.attachedDb = null
    this.leading = null
    this.cancelRestart()
    if (this.worker) {
      await this.request({ type: 'shutdown', requestId: crypto.randomUUID() }).catch(() => {})
      this.worker.terminate()
      this.worker = null
    }
    this.patch({ isLeader: false, status: null })
  }

  /** Tells the other tabs that the replica is gone. */
  announceWipe(): void {
    this.channel?.postMessage({ kind: 'wiped' } satisfies Relay)
  }

  private request(msg: Extract<ToWorker, { requestId: string }>): Promise<number | null> {
    if (!this.worker && !this.channel) return Promise.reject(new Error('Sync is not running'))
    return new Promise((resolve, reject) => {
      this.pending.set(msg.requestId, (r) =>
        r.ok ? resolve(r.count ?? null) : reject(new Error(r.error)),
      )
      this.send(msg)
      if (!this.worker) {
        // Another tab runs the worker; its acknowledgement does not come back here.
        this.pending.delete(msg.requestId)
        resolve(null)
      }
    })
  }

  private send(msg: ToWorker): void {
    if (this.worker) this.worker.postMessage(msg)
    else if (msg.type !== 'session')
      this.channel?.postMessage({ kind: 'command', msg } satisfies Relay)
  }

  private onWorker(msg: FromWorker | null): void {
    if (!msg) return this.patch({ problem: 'The sync worker sent an invalid message' })
    this.failedLoads = 0
    if (msg.type === 'status') {
      this.patch({ status: msg.status })
      this.channel?.postMessage({ kind: 'status', status: msg.status } satisfies Relay)
    } else if (msg.type === 'ack') {
      this.pending.get(msg.requestId)?.(msg)
      this.pending.delete(msg.requestId)
    } else this.patch({ problem: msg.message })
  }

  private patch(p: Partial<TabSyncStatus>): void {
    // Before the state goes out, so readers of both see the same arrivals (SYNC-PROG-3).
    if (p.status) noteSyncStatus(p.status)
    this.state$.next({ ...this.state$.value, ...p })
  }
}
