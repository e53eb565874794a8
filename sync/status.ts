// Status the worker publishes (SPEC SYNC-STATE-2): per collection and overall.
import type { RemoteError } from './errors.ts'
import type { CollectionStatusSnapshot, SyncPhase, SyncStatus } from './protocol.ts'

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
      checkpoint: null,
      lastError: null,
    }
    this.onChange = onChange
  }

  pulled(at: Date, docs: number, checkpoint: unknown): void {
    this.snapshot.lastPullAt = at.toISOString()
    this.snapshot.pulledDocs += docs
    const cp = checkpoint as { id?: unknown; modified?: unknown } | null | undefined
    if (cp && typeof cp.id === 'string' && typeof cp.modified === 'string') {
      this.snapshot.checkpoint = { id: cp.id, modified: cp.modified }
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
    collections: collections.map((c) => ({ ...c })),
  }
}
