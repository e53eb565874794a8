// The worker's side of the per-document sync state (SPEC SYNC-STATE-1, SYNC-ERR-1). Rows are
// created as `local` by src/data when the user writes; the worker moves them on.
import { outboxId, type AppDatabase, type OutboxState, type SyncOutboxDoc } from '@/db/index.ts'

export class Outbox {
  private readonly db: AppDatabase
  private readonly now: () => Date

  constructor(db: AppDatabase, now: () => Date = () => new Date()) {
    this.db = db
    this.now = now
  }

  private async set(
    collection: string,
    docId: string,
    state: OutboxState,
    patch: Partial<Pick<SyncOutboxDoc, 'code' | 'message'>> & { countAttempt?: boolean },
  ): Promise<void> {
    const id = outboxId(collection, docId)
    const existing = await this.db.sync_outbox.findOne(id).exec()
    const base: SyncOutboxDoc = existing?.toJSON() ?? {
      id,
      collection_name: collection,
      doc_id: docId,
      state,
      code: '',
      message: '',
      label: '',
      updated_at: '',
      attempts: 0,
    }
    await this.db.sync_outbox.upsert({
      ...base,
      state,
      code: patch.code ?? base.code,
      message: patch.message ?? base.message,
      updated_at: this.now().toISOString(),
      attempts: base.attempts + (patch.countAttempt ? 1 : 0),
    })
  }

  sending(collection: string, docId: string): Promise<void> {
    return this.set(collection, docId, 'sending', { countAttempt: true })
  }

  /** A transient error: still waiting; the message tells why it has not gone yet. */
  waiting(collection: string, docId: string, code: string, message: string): Promise<void> {
    return this.set(collection, docId, 'local', { code, message })
  }

  failed(collection: string, docId: string, code: string, message: string): Promise<void> {
    return this.set(collection, docId, 'failed', { code, message })
  }

  async synced(collection: string, docId: string): Promise<void> {
    const row = await this.db.sync_outbox.findOne(outboxId(collection, docId)).exec()
    if (row && row.state !== 'failed') await row.remove()
  }

  async clear(collection: string, docId: string): Promise<void> {
    const row = await this.db.sync_outbox.findOne(outboxId(collection, docId)).exec()
    if (row) await row.remove()
  }

  /**
   * Rows still waiting although the replication went idle (their change needed no push, or a
   * conflict resolved to the server's state). `olderThan` protects writes that are on their way;
   * returns how many such younger rows are still waiting.
   */
  async sweep(collection: string, olderThan: Date): Promise<number> {
    const rows = await this.db.sync_outbox
      .find({ selector: { collection_name: collection, state: { $in: ['local', 'sending'] } } })
      .exec()
    const cutoff = olderThan.toISOString()
    const old = rows.filter((r) => r.updated_at < cutoff)
    await Promise.all(old.map((r) => r.remove()))
    return rows.length - old.length
  }
}
