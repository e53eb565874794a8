// The outbox as the UI sees it: waiting and failed documents, counts, and one document's state
// (SPEC SYNC-STATE-1/2). The page only reads it: the sync worker keeps the rows (sync/outbox.ts).
import type { RxCollection, RxDocument } from 'rxdb'
import {
  combineLatest,
  distinctUntilChanged,
  firstValueFrom,
  map,
  of,
  switchMap,
  type Observable,
} from 'rxjs'
import type { AppDatabase, SyncOutboxDoc } from '@/db/index.ts'
import { collectionDef } from '@/db/collections.ts'
import { isPulledRevision } from '@/db/pull-mark.ts'
// Not from the barrel: it re-exports database.ts, which must stay out of the entry chunk.
import { SHARED_COLLECTION, sharedRowId } from '@/db/shared-rows.schema.ts'
import { sharedTables } from '@/db/shared-tables.ts'
import {
  afterCheckpoint,
  outboxId,
  parseTracked,
  pendingStates,
  trackedId,
} from '@/db/sync-outbox.schema.ts'

/**
 * Telemetry keeps its outbox rows (the worker's per-document state, exactly-once push) but is
 * not the user's work: browsing offline must not make the pending counter climb (issue 41).
 */
const TELEMETRY = sharedTables.filter((t) => t.telemetry).map((t) => t.name)
const SHARED = new Set(sharedTables.map((t) => t.name))
const usersOwn = { collection_name: { $nin: TELEMETRY }, state: { $in: [...pendingStates] } }

export type DocSyncState = (typeof pendingStates)[number] | 'synced'

export interface DocSync {
  state: DocSyncState
  /** The server's message (failed) or why it has not gone yet (local), '' when none. */
  message: string
}

type Stored = Record<string, unknown> & { _rev: string; _meta: { lwt: number } }

/** What an unseen change stands for: its would-be outbox row; null for telemetry. */
function unseenRow(collection: string, doc: Stored): SyncOutboxDoc | null {
  let table = collection
  let id: string
  let label: string
  if (collection === SHARED_COLLECTION) {
    const def = sharedTables.find((t) => t.name === doc['table'])
    if (!def || def.telemetry) return null
    const row = doc['row'] as Record<string, unknown>
    table = def.name
    id = String(row[def.primaryKey])
    label = def.label(row)
  } else {
    const def = collectionDef(collection as never)
    id = String(doc[def.primaryKey])
    label = def.label(doc)
  }
  return {
    id: outboxId(table, id),
    collection_name: table,
    doc_id: id,
    rev: doc._rev,
    state: 'local',
    code: '',
    message: '',
    label,
    updated_at: new Date(doc._meta.lwt).toISOString(),
    attempts: 0,
  }
}

export class OutboxRepository {
  private readonly db: AppDatabase

  constructor(db: AppDatabase) {
    this.db = db
  }

  private get collections(): Array<[string, RxCollection]> {
    return Object.entries(this.db.collections as unknown as Record<string, RxCollection>).filter(
      ([name]) => name !== 'sync_outbox',
    )
  }

  /**
   * Changes of the user the worker has not looked at yet: revisions after the collection's
   * `tracked` checkpoint that the pull did not write (the worker may not run: it starts only
   * online).
   */
  private unseen$(): Observable<SyncOutboxDoc[]> {
    const lists = this.collections.map(([name, rx]) =>
      this.db.sync_outbox.findOne(trackedId(name)).$.pipe(
        switchMap((tracked) => {
          const cp = parseTracked(tracked ? (tracked.toJSON() as SyncOutboxDoc) : null)
          const selector = { '_meta.lwt': { $gte: cp?.lwt ?? 0 } }
          return rx.find({ selector } as never).$.pipe(
            map((docs) =>
              docs.flatMap((d) => {
                const doc = d.toJSON(true) as unknown as Stored
                const key = String(doc[rx.schema.primaryPath])
                if (isPulledRevision(doc as never) || !afterCheckpoint(cp, doc._meta.lwt, key)) {
                  return []
                }
                const row = unseenRow(name, doc)
                return row ? [row] : []
              }),
            ),
          )
        }),
      ),
    )
    return lists.length ? combineLatest(lists).pipe(map((all) => all.flat())) : of([])
  }

  /** The user's own unconfirmed changes, newest first (telemetry left out): the worker's rows,
   * and the changes it has not looked at yet. */
  items$(): Observable<SyncOutboxDoc[]> {
    const rows$ = this.db.sync_outbox
      .find({ selector: usersOwn, sort: [{ updated_at: 'desc' }] })
      .$.pipe(map((rows) => rows.map((r) => r.toJSON() as SyncOutboxDoc)))
    return combineLatest([rows$, this.unseen$()]).pipe(
      map(([rows, unseen]) => {
        const known = new Set(rows.map((r) => r.id))
        const fresh = unseen.filter((u) => !known.has(u.id))
        return fresh.length === 0
          ? rows
          : [...fresh, ...rows].sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      }),
    )
  }

  counts$(): Observable<{ waiting: number; failed: number }> {
    return this.items$().pipe(
      map((rows) => ({
        waiting: rows.filter((r) => r.state !== 'failed').length,
        failed: rows.filter((r) => r.state === 'failed').length,
      })),
      distinctUntilChanged((a, b) => a.waiting === b.waiting && a.failed === b.failed),
    )
  }

  /**
   * One document's state: its row, when the worker has one for the stored revision; otherwise a
   * revision the worker has not looked at yet is saved on this device unless the pull wrote it.
   */
  stateOf$(collection: string, docId: string): Observable<DocSync> {
    const shared = SHARED.has(collection)
    const rx = (this.db.collections as unknown as Record<string, RxCollection | undefined>)[
      shared ? SHARED_COLLECTION : collection
    ]
    const key = shared ? sharedRowId(collection, docId) : docId
    const row$ = this.db.sync_outbox.findOne(outboxId(collection, docId)).$
    const tracked$ = this.db.sync_outbox.findOne(trackedId(rx?.name ?? collection)).$
    const doc$: Observable<RxDocument | null> = rx ? rx.findOne(key).$ : of(null)
    return combineLatest([row$, doc$, tracked$]).pipe(
      map(([row, doc, tracked]) => {
        const stored = doc ? (doc.toJSON(true) as unknown as Stored) : null
        if (row) {
          const current = !stored || row.rev === '' || row.rev === stored._rev
          return current
            ? { state: row.state as DocSyncState, message: row.message }
            : { state: 'local', message: '' }
        }
        if (!stored || isPulledRevision(stored as never)) return { state: 'synced', message: '' }
        const cp = parseTracked(tracked ? (tracked.toJSON() as SyncOutboxDoc) : null)
        return afterCheckpoint(cp, stored._meta.lwt, key)
          ? { state: 'local', message: '' }
          : { state: 'synced', message: '' }
      }),
    )
  }

  /** The user's changes the server has not confirmed (asked before sign-out, SPEC SYNC-WIPE-2). */
  async pendingWrites(): Promise<number> {
    return (await firstValueFrom(this.items$())).length
  }
}
