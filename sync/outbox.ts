// The outbox of one collection (SPEC SYNC-STATE-1, SYNC-ERR-1). The page writes only documents:
// a document revision the pull did not write (src/db/pull-mark.ts) is a change of the user, and
// that one write is the pending record. This worker-side class alone keeps the `sync_outbox` rows
// that say how far each change got: it watches the collection's writes (and, on start, reads
// those it missed since its checkpoint), and the push moves the rows to sending, failed or gone.
// A change RxDB finds nothing to send for (changed back to the server's state, or resolved to
// it) is gone once the replication goes idle without having offered it.
import {
  getChangedDocumentsSince,
  type RxChangeEventBulk,
  type RxCollection,
  type RxDocumentData,
} from 'rxdb'
import type { Subscription } from 'rxjs'
import {
  outboxId,
  parseTracked,
  trackedId,
  type AppDatabase,
  type SyncOutboxDoc,
  type TrackedCheckpoint,
} from '@/db/index.ts'
import { isPulledRevision } from '@/db/pull-mark.ts'

type Doc = Record<string, unknown>
type Stored = RxDocumentData<Doc>

/** What a stored document stands for in the outbox. */
export interface OutboxEntry {
  /** Outbox name: the collection's or, in the shared collection, the table's. */
  table: string
  id: string
  label: string
}

/** How the outbox reads one collection's documents. */
export interface OutboxSubject {
  collection: RxCollection
  /** The outbox names of its documents: the collection's, or the shared collection's tables. */
  tables: ReadonlySet<string>
  /** Null for a document that is not a change of a table (none today). */
  entry(doc: Stored): OutboxEntry | null
  /** The document's primary key in the collection for an outbox entry. */
  key(table: string, id: string): string
  /** Whether two documents (stored or pushed) hold the same server state. */
  same(a: Doc, b: Doc): boolean
}

const SCAN_BATCH = 200

export class CollectionOutbox {
  private readonly db: AppDatabase
  private readonly s: OutboxSubject
  private readonly now: () => Date
  private queue: Promise<unknown> = Promise.resolve()
  private rows = new Map<string, SyncOutboxDoc>()
  private checkpoint: TrackedCheckpoint | null = null
  /** The revision of each row the push last offered (sending, waiting, failed). */
  private readonly offered = new Map<string, string>()
  private sub: Subscription | null = null

  constructor(db: AppDatabase, subject: OutboxSubject, now: () => Date = () => new Date()) {
    this.db = db
    this.s = subject
    this.now = now
  }

  get name(): string {
    return this.s.collection.name
  }

  /**
   * Loads the rows, releases those a gone worker left `sending` (nothing is in flight before this
   * worker pushes), reads the changes made since the checkpoint, then follows every write. On
   * the first start (no checkpoint) a document without a row counts as the server's: rows were
   * the record before the worker kept them alone.
   */
  start(): Promise<void> {
    this.sub = this.s.collection.eventBulks$.subscribe((bulk) => {
      void this.run(() => this.onBulk(bulk)).catch(() => {})
    })
    return this.run(async () => {
      const tracked = await this.db.sync_outbox.findOne(trackedId(this.name)).exec()
      this.checkpoint = parseTracked(tracked)
      const first = this.checkpoint === null
      for (const row of await this.db.sync_outbox
        .find({ selector: { state: { $in: ['local', 'sending', 'failed'] } } })
        .exec()) {
        const r = row.toJSON() as SyncOutboxDoc
        if (this.s.tables.has(r.collection_name)) this.rows.set(r.id, r)
      }
      for (const r of [...this.rows.values()].filter((r) => r.state === 'sending')) {
        await this.write({ ...r, state: 'local' })
      }
      for (;;) {
        const page = await getChangedDocumentsSince(
          this.s.collection.storageInstance,
          SCAN_BATCH,
          this.checkpoint ?? undefined,
        )
        for (const doc of page.documents) await this.observe(doc as Stored, first)
        if (page.documents.length === 0) break
        await this.saveCheckpoint(page.checkpoint as TrackedCheckpoint)
        if (page.documents.length < SCAN_BATCH) break
      }
      if (first && !this.checkpoint) await this.saveCheckpoint({ id: '', lwt: 0 })
    })
  }

  stop(): void {
    this.sub?.unsubscribe()
    this.sub = null
  }

  /** Resolves once everything asked of this outbox so far is written. */
  settle(): Promise<void> {
    return this.run(async () => {})
  }

  private run<T>(op: () => Promise<T>): Promise<T> {
    const next = this.queue.then(op, op)
    this.queue = next.catch(() => {})
    return next
  }

  private async onBulk(bulk: RxChangeEventBulk<Doc>): Promise<void> {
    if (this.db.closed) return
    for (const ev of bulk.events) await this.observe(ev.documentData as Stored)
    const cp = bulk.checkpoint as TrackedCheckpoint | undefined
    if (cp && typeof cp.lwt === 'number') await this.saveCheckpoint(cp)
  }

  private async saveCheckpoint(cp: TrackedCheckpoint): Promise<void> {
    const current = this.checkpoint
    if (current && (cp.lwt < current.lwt || (cp.lwt === current.lwt && cp.id <= current.id))) {
      return
    }
    this.checkpoint = cp
    await this.db.sync_outbox.upsert({
      id: trackedId(this.name),
      collection_name: '~tracked',
      doc_id: this.name,
      rev: JSON.stringify(cp),
      state: 'tracked',
      code: '',
      message: '',
      label: '',
      updated_at: this.now().toISOString(),
      attempts: 0,
    })
  }

  /** One stored revision: a pulled one settles its row, a change of the user gets one. */
  private async observe(doc: Stored, first = false) {
    const e = this.s.entry(doc)
    if (!e) return
    const id = outboxId(e.table, e.id)
    const row = this.rows.get(id)
    if (isPulledRevision(doc)) {
      if (row && row.state !== 'failed') await this.remove(id)
      return
    }
    if (row?.rev === doc._rev) return
    if (row && row.rev === '') {
      await this.write({ ...row, rev: doc._rev })
      return
    }
    if (!row && first) return
    await this.write({
      id,
      collection_name: e.table,
      doc_id: e.id,
      rev: doc._rev,
      state: 'local',
      code: '',
      message: '',
      label: e.label,
      updated_at: this.now().toISOString(),
      attempts: row?.attempts ?? 0,
    })
  }

  /**
   * The replication went idle: every change it holds was offered for push or found equal to the
   * server's state. A `local` row whose revision was not offered is the latter.
   */
  idle(): Promise<void> {
    return this.run(async () => {
      const quiet = [...this.rows.values()].filter(
        (r) => r.state === 'local' && r.rev !== '' && this.offered.get(r.id) !== r.rev,
      )
      if (quiet.length === 0) return
      const keys = quiet.map((r) => this.s.key(r.collection_name, r.doc_id))
      const stored = await this.s.collection.storageInstance.findDocumentsById(keys, true)
      const revs = new Set(stored.map((d) => d._rev))
      for (const r of quiet) if (revs.has(r.rev)) await this.remove(r.id)
    })
  }

  private async write(row: SyncOutboxDoc): Promise<void> {
    this.rows.set(row.id, row)
    await this.db.sync_outbox.upsert(row)
  }

  private async remove(id: string): Promise<void> {
    this.rows.delete(id)
    const stored = await this.db.sync_outbox.findOne(id).exec()
    await stored?.remove()
  }

  /** A row not there yet (a change the watch has not reached, or one made before the first
   * start) is created for whichever revision is stored. */
  private rowOf(table: string, id: string): SyncOutboxDoc {
    const key = outboxId(table, id)
    return (
      this.rows.get(key) ?? {
        id: key,
        collection_name: table,
        doc_id: id,
        rev: '',
        state: 'local',
        code: '',
        message: '',
        label: '',
        updated_at: '',
        attempts: 0,
      }
    )
  }

  private set(table: string, id: string, patch: Partial<SyncOutboxDoc>, countAttempt = false) {
    return this.run(async () => {
      const row = this.rowOf(table, id)
      this.offered.set(row.id, row.rev)
      await this.write({
        ...row,
        ...patch,
        updated_at: this.now().toISOString(),
        attempts: row.attempts + (countAttempt ? 1 : 0),
      })
    })
  }

  /** RxDB offered the change for push while offline: it waits, with a row saying so. */
  pending(table: string, id: string): Promise<void> {
    return this.run(async () => {
      const row = this.rowOf(table, id)
      this.offered.set(row.id, row.rev)
      if (this.rows.has(row.id)) return
      await this.write({ ...row, updated_at: this.now().toISOString() })
    })
  }

  sending(table: string, id: string): Promise<void> {
    return this.set(table, id, { state: 'sending' }, true)
  }

  /** A transient error: still waiting; the message tells why it has not gone yet. */
  waiting(table: string, id: string, code: string, message: string): Promise<void> {
    return this.set(table, id, { state: 'local', code, message })
  }

  failed(table: string, id: string, code: string, message: string): Promise<void> {
    return this.set(table, id, { state: 'failed', code, message })
  }

  /**
   * The server holds `state` of the row (a confirmed push, or the state a conflict came back
   * with). The row goes when the stored document is that state; otherwise the change since is
   * still to send.
   */
  serverHolds(table: string, id: string, state: Doc): Promise<void> {
    return this.run(async () => {
      const rowId = outboxId(table, id)
      const row = this.rows.get(rowId)
      if (!row) return
      const key = this.s.key(table, id)
      const [stored] = await this.s.collection.storageInstance.findDocumentsById([key], true)
      if (!stored || this.s.same(stored as Doc, state)) await this.remove(rowId)
      else await this.write({ ...row, state: 'local', rev: stored._rev })
    })
  }

  /** The user dropped the change (SYNC-ERR-4): the server's row, or none, replaces it. */
  discarded(table: string, id: string): Promise<void> {
    return this.run(() => this.remove(outboxId(table, id)))
  }
}
