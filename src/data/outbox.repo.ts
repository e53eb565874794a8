// The outbox as the UI sees it: waiting and failed documents, counts (SPEC SYNC-STATE-1/2).
import { map, type Observable } from 'rxjs'
import type { AppDatabase, OutboxState, SyncOutboxDoc } from '@/db/index.ts'
// Not from the barrel: it re-exports database.ts, which must stay out of the entry chunk.
import { sharedTables } from '@/db/shared-tables.ts'
import { outboxId } from '@/db/sync-outbox.schema.ts'

/**
 * Telemetry keeps its outbox rows (the worker's per-document state, exactly-once push) but is
 * not the user's work: browsing offline must not make the pending counter climb (issue 41).
 */
const TELEMETRY = sharedTables.filter((t) => t.telemetry).map((t) => t.name)
const usersOwn = { collection_name: { $nin: TELEMETRY } }

export type DocSyncState = OutboxState | 'synced'

export class OutboxRepository {
  private readonly db: AppDatabase

  constructor(db: AppDatabase) {
    this.db = db
  }

  /** The user's own unconfirmed changes, newest first (telemetry left out). */
  items$(): Observable<SyncOutboxDoc[]> {
    return this.db.sync_outbox
      .find({ selector: usersOwn, sort: [{ updated_at: 'desc' }] })
      .$.pipe(map((rows) => rows.map((r) => r.toJSON() as SyncOutboxDoc)))
  }

  counts$(): Observable<{ waiting: number; failed: number }> {
    return this.items$().pipe(
      map((rows) => ({
        waiting: rows.filter((r) => r.state !== 'failed').length,
        failed: rows.filter((r) => r.state === 'failed').length,
      })),
    )
  }

  /** Per-document state: local ("saved on this device"), sending, failed, or synced. */
  stateOf$(collection: string, docId: string): Observable<SyncOutboxDoc | null> {
    return this.db.sync_outbox
      .findOne(outboxId(collection, docId))
      .$.pipe(map((r) => (r ? (r.toJSON() as SyncOutboxDoc) : null)))
  }

  /**
   * Rows marked `sending` by a worker that is gone (its tab closed or reloaded mid-push) go back
   * to `local`: called by a tab that has just won leadership, before it starts its own worker, so
   * nothing can be in flight. Without it an offline reload showed "Sending…" until the network
   * returned. Returns how many were released.
   */
  async releaseInFlight(): Promise<number> {
    const rows = await this.db.sync_outbox.find({ selector: { state: 'sending' } }).exec()
    await Promise.all(rows.map((r) => r.incrementalPatch({ state: 'local' })))
    return rows.length
  }

  /** The user's changes the server has not confirmed (asked before sign-out, SPEC SYNC-WIPE-2). */
  async pendingWrites(): Promise<number> {
    return (await this.db.sync_outbox.find({ selector: usersOwn }).exec()).length
  }
}
