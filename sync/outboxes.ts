// The engine's outboxes: one per RxDB collection (a dedicated collection's name, or the shared
// collection), each told when its replication goes idle (SPEC SYNC-STATE-1).
import { filter, pairwise, type Observable, type Subscription } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import { CollectionOutbox, type OutboxSubject } from './outbox.ts'

/** What an outbox learns from a replication going idle. */
export interface IdleSource {
  active$: Observable<boolean>
  isStopped(): boolean
}

export class Outboxes {
  private readonly byCollection = new Map<string, CollectionOutbox>()
  private readonly db: AppDatabase
  private readonly now: (() => Date) | undefined

  constructor(db: AppDatabase, now?: () => Date) {
    this.db = db
    this.now = now
  }

  /** The worker alone keeps the outbox, from the documents the page writes. */
  start(subject: OutboxSubject): void {
    const outbox = new CollectionOutbox(this.db, subject, this.now)
    this.byCollection.set(subject.collection.name, outbox)
    outbox.start().catch((err: unknown) => {
      if (!this.db.closed) console.error('The outbox could not read its changes', err)
    })
  }

  get(collection: string): CollectionOutbox {
    const outbox = this.byCollection.get(collection)
    if (!outbox) throw new Error(`No outbox for ${collection}`)
    return outbox
  }

  /**
   * Each time the replication goes idle, changes it had nothing to send for go. A stopping
   * replication goes idle with its changes unsent, hence `running`.
   */
  settleWhenIdle(state: IdleSource, collection: string, running: () => boolean): Subscription {
    const outbox = this.get(collection)
    return state.active$
      .pipe(
        pairwise(),
        filter(([was, now]) => was && !now && running() && !state.isStopped()),
      )
      .subscribe(() => void outbox.idle().catch(() => {}))
  }

  /** Every queued outbox write done. */
  async settle(): Promise<void> {
    await Promise.all([...this.byCollection.values()].map((o) => o.settle()))
  }

  /** Stops following the collections; the writes already queued still finish (settle). */
  stop(): void {
    for (const outbox of this.byCollection.values()) outbox.stop()
  }

  /** After stop and settle: the next start begins with none. */
  clear(): void {
    this.byCollection.clear()
  }
}
