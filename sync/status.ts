// Status the worker publishes (SPEC SYNC-STATE-2): per collection and overall.
import type { RemoteError } from './errors.ts'
import type {
  CollectionStatusSnapshot,
  SyncPhase,
  SyncStatus,
  TableStatusSnapshot,
} from './protocol.ts'
type Checkpoint = TableStatusSnapshot['checkpoint']

export class CollectionStatus {
  readonly snapshot: CollectionStatusSnapshot
  private readonly onChange: () => void

  constructor(name: string, onChange: () => void) {
    this.snapshot = {
      name,
      channel: 'none',
      active: false,
      lastPullAt: null,
      lastPushAt: null,
      pulledDocs: 0,
      pushedDocs: 0,
      readsOnly: false,
      checkpoint: null,
      lastError: null,
      tables: [],
    }
    this.onChange = onChange
  }

  /** Tables whose pull run has had its last page; done once the replication is idle. */
  private readonly ended = new Set<string>()
  private runs = 0
  private readonly runOf = new Map<string, number>()

  private table(name: string): TableStatusSnapshot {
    let t = this.snapshot.tables.find((x) => x.name === name)
    if (!t) {
      t = { name, scope: null, checkpoint: null, progress: null }
      this.snapshot.tables.push(t)
    }
    return t
  }

  /** SYNC-PUSH-6: whether this device only reads the collection. */
  readsOnly(value: boolean): void {
    if (this.snapshot.readsOnly === value) return
    this.snapshot.readsOnly = value
    this.onChange()
  }

  /** What the device keeps of `table` (SYNC-PROG-4); null: every row RLS allows. */
  scope(table: string, text: string | null): void {
    const t = this.table(table)
    if (t.scope === text) return
    t.scope = text
    this.onChange()
  }

  tableCheckpoint(table: string, cp: Checkpoint): void {
    this.table(table).checkpoint = cp ? { id: cp.id, modified: cp.modified } : null
    this.onChange()
  }

  /** A pull run begins (SYNC-PROG-1); the returned id names it when its count arrives. */
  runStarted(table: string, at: Date, fromStart: boolean): number {
    const run = ++this.runs
    this.runOf.set(table, run)
    this.ended.delete(table)
    const progress = { startedAt: at.toISOString(), fromStart, total: null, pulled: 0, done: false }
    this.table(table).progress = progress
    this.onChange()
    return run
  }

  runTotal(table: string, run: number, total: number): void {
    const p = this.table(table).progress
    if (!p || this.runOf.get(table) !== run) return
    p.total = total
    this.onChange()
  }

  /** A page of the run came back with `rows` rows; `last` when it was short. */
  runPaged(table: string, rows: number, last: boolean): void {
    const p = this.table(table).progress
    if (!p || p.done) return
    p.pulled += rows
    if (last) this.ended.add(table)
    this.onChange()
  }

  pulled(at: Date, docs: number, checkpoint: unknown): void {
    this.snapshot.lastPullAt = at.toISOString()
    this.snapshot.pulledDocs += docs
    const cp = checkpoint as { id?: unknown; modified?: unknown } | null | undefined
    if (cp && typeof cp.id === 'string' && typeof cp.modified === 'string') {
      this.snapshot.checkpoint = { id: cp.id, modified: cp.modified }
      // A dedicated collection is its one table.
      this.table(this.snapshot.name).checkpoint = this.snapshot.checkpoint
    }
    this.snapshot.lastError = null
    this.onChange()
  }

  pushed(at: Date, docs: number): void {
    this.snapshot.lastPushAt = at.toISOString()
    this.snapshot.pushedDocs += docs
    this.snapshot.lastError = null
    this.onChange()
  }

  error(err: RemoteError, at = new Date()): void {
    this.snapshot.lastError = { ...err, at: at.toISOString() }
    this.onChange()
  }

  active(isActive: boolean): void {
    this.snapshot.active = isActive
    // The last page is stored when the replication goes idle: only then is the run done.
    if (!isActive) {
      for (const name of this.ended) {
        const p = this.table(name).progress
        if (p) p.done = true
      }
      this.ended.clear()
    }
    this.onChange()
  }

  channel(state: string): void {
    if (state === this.snapshot.channel) return
    this.snapshot.channel = state
    this.onChange()
  }
}

/** Overall phase: offline when the browser or the backend is unreachable, else syncing/online. */
export function overallPhase(
  running: boolean,
  isOnline: boolean,
  collections: readonly CollectionStatusSnapshot[],
): SyncPhase {
  if (!running) return 'stopped'
  if (!isOnline) return 'offline'
  const unreachable = collections.some((c) => c.lastError && c.lastError.code === '')
  if (unreachable) return 'offline'
  return collections.some((c) => c.active) ? 'syncing' : 'online'
}

export function lastSyncedAt(collections: readonly CollectionStatusSnapshot[]): string | null {
  let latest: string | null = null
  for (const c of collections) {
    for (const t of [c.lastPullAt, c.lastPushAt]) if (t && (!latest || t > latest)) latest = t
  }
  return latest
}

export function buildStatus(
  running: boolean,
  isOnline: boolean,
  userId: string | null,
  collections: readonly CollectionStatusSnapshot[],
): SyncStatus {
  return {
    phase: overallPhase(running, isOnline, collections),
    userId,
    lastSyncedAt: lastSyncedAt(collections),
    // A copy: the snapshots go on changing after this status is sent.
    collections: collections.map((c) => ({
      ...c,
      tables: c.tables.map((t) => ({ ...t, progress: t.progress && { ...t.progress } })),
    })),
  }
}
