// The shared collection's replication (SPEC SYNC-MUX-2): one RxDB replication for the rows of
// every declared table, with a checkpoint and a realtime binding per table and pushes routed by
// table through the same per-document push as the dedicated collections (push.ts).
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection, RxReplicationPullStreamItem } from 'rxdb'
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication'
import { Subject } from 'rxjs'
import { rowOf, sameServerState, type Row, type SharedRowDoc, type TableDef } from '@/db/index.ts'
import { Backoff } from './backoff.ts'
import { backoffMs } from './errors.ts'
import { limitedLookBack, type SupabaseCheckpoint } from './lookback.ts'
import type { CollectionOutbox } from './outbox.ts'
import { countBeyond, PullProgress } from './pull-progress.ts'
import { pulledRows } from './pulled-state.ts'
import { pushBatch, type PushItem } from './push-batch.ts'
import { pushOne, type PushContext } from './push.ts'
import { idleGate } from './idle-gate.ts'
import { RowFreshness } from './row-freshness.ts'
import { advance, pulledDoc, pullShared, type SharedCheckpoint } from './shared-pull.ts'
import type { CollectionStatus } from './status.ts'

type Stream = RxReplicationPullStreamItem<SharedRowDoc, SharedCheckpoint>
type Stored = SharedRowDoc & { _deleted?: boolean }

export interface SharedReplicateOptions {
  collection: RxCollection<SharedRowDoc>
  tables: readonly TableDef[]
  client: SupabaseClient
  outbox: CollectionOutbox
  status: CollectionStatus
  userId: string
  batchSize: number
  pullBatchSize: number
  live: boolean
  now?: () => Date
  files?: PushContext['files']
}

export interface SharedReplication {
  state: RxReplicationState<SharedRowDoc, SharedCheckpoint>
  resync(opts?: { lookBack?: boolean }): void
  /** Server rows fetched outside the pull (older messages, SYNC-MSG-2), stored as pulled. */
  store(table: string, rows: readonly Row[]): Promise<number>
}

/** A table's rows as push.ts sees a dedicated collection's documents. */
export function pushContext(
  client: SupabaseClient,
  def: TableDef,
  seen?: PushContext['seen'],
  files?: PushContext['files'],
): PushContext {
  return {
    client,
    serverFields: def.fields,
    removesWithoutBase: true,
    seen,
    files,
    def: {
      name: def.name,
      primaryKey: def.primaryKey,
      withLocalFields: (row: Row) => rowOf(def, { row }),
    } as PushContext['def'],
  }
}

const flat = (doc: Stored, def: TableDef): Row => ({
  ...rowOf(def, doc),
  _deleted: Boolean(doc._deleted),
})

export function replicateShared(o: SharedReplicateOptions): SharedReplication {
  const tables = new Map(o.tables.map((t) => [t.name, t]))
  /** The stored and the offered document hold the same server row. */
  const samePulled = (stored: Row, offered: Row): boolean => {
    const a = stored as unknown as Stored
    const b = offered as unknown as Stored
    const def = tables.get(a.table)
    return !!def && a.table === b.table && sameServerState(flat(a, def), flat(b, def), def.fields)
  }
  // SYNC-PULL-2: the newest state seen of each row, from pages, events and push answers.
  const freshness = new RowFreshness()
  const fresh = (def: TableDef, row: Row) =>
    freshness.admit(`${def.name}/${String(row[def.primaryKey])}`, row['_modified'])
  const contexts = new Map(
    o.tables.map((t) => [
      t.name,
      pushContext(
        o.client,
        t,
        (id, modified) => freshness.admit(`${t.name}/${id}`, modified),
        o.files,
      ),
    ]),
  )
  const now = o.now ?? (() => new Date())
  const stream$ = new Subject<Stream>()
  const lookBacks = new Map(o.tables.map((t) => [t.name, limitedLookBack()]))
  let pendingLookBack = false
  const backoff = new Backoff((ms) => (state.retryTime = ms), o.status)
  const pulling = o.tables.filter((t) => t.pulls)
  // SYNC-PROG-1: a run and a count per table.
  const progress = new Map(
    pulling.map((t) => {
      // A table pulled by a function counts nothing: its total stays unknown (SYNC-PROG-1).
      const count = t.pullRpc ? null : countBeyond(o.client, t.name, t.primaryKey)
      return [t.name, new PullProgress({ status: o.status, table: t.name, count, now })]
    }),
  )
  /** The newest checkpoint known, so a realtime event advances only its own table's part. */
  let known: SharedCheckpoint | undefined

  const state = replicateRxCollection<SharedRowDoc, SharedCheckpoint>({
    collection: o.collection,
    replicationIdentifier: `craftlink-rows-${o.userId}`,
    live: o.live,
    waitForLeadership: false,
    retryTime: backoffMs(1),
    autoStart: false,
    pull: {
      batchSize: o.pullBatchSize,
      stream$: stream$.asObservable(),
      handler: async (checkpoint, batchSize) => {
        known ??= checkpoint
        const lookBack = pendingLookBack
        pendingLookBack = false
        const startOf = (def: TableDef, from: SupabaseCheckpoint | undefined) => {
          progress.get(def.name)?.before(from)
          return lookBack && from ? lookBacks.get(def.name)!(from) : from
        }
        try {
          const result = await pullShared(o.client, o.tables, checkpoint, batchSize, startOf, fresh)
          known = result.checkpoint
          // RxDB pulls again only after a page of batchSize documents.
          if (result.full && result.documents.length < batchSize)
            queueMicrotask(() => state.reSync())
          for (const def of pulling) {
            progress.get(def.name)?.after(result.rows[def.name] ?? 0, batchSize)
            o.status.tableCheckpoint(def.name, result.checkpoint?.[def.name] ?? null)
          }
          backoff.succeeded()
          o.status.pulled(now(), result.documents.length, null)
          return { documents: result.documents as never, checkpoint: result.checkpoint as never }
        } catch (err) {
          throw backoff.failed(err)
        }
      },
    },
    push: {
      batchSize: o.batchSize,
      handler: async (rows) => {
        // SYNC-PULL-1: a pulled state offered for push is the server's already.
        const pulled = await pulledRows(o.collection as never, rows as never, [], samePulled)
        if (pulled.newer.length && known) {
          const documents = pulled.newer
          const checkpoint = known
          void whenIdle(() => stream$.next({ documents: documents as never, checkpoint }))
        }
        const items: PushItem[] = rows.flatMap((row) => {
          const doc = row.newDocumentState as Stored
          const def = tables.get(doc.table)
          if (!def?.pushes || pulled.skip.has(doc.id)) return []
          const assumed = row.assumedMasterState as Stored | undefined
          const id = String(doc.row[def.primaryKey])
          return [
            {
              table: def.name,
              id,
              push: () =>
                pushOne(contexts.get(def.name)!, {
                  newDocumentState: flat(doc, def),
                  assumedMasterState: assumed ? flat(assumed, def) : undefined,
                } as never),
              pushed: doc as unknown as Row,
              master: (master: Row) => pulledDoc(def, master) as Row | null,
              ordered: def.ordered,
            },
          ]
        })
        const { conflicts, transient } = await pushBatch(o.outbox, items)
        if (transient) {
          throw backoff.failed(transient)
        }
        backoff.succeeded()
        o.status.pushed(now(), items.length)
        return conflicts as never
      },
    },
  })
  state.active$.subscribe((active) => o.status.active(active))
  const whenIdle = idleGate(state.active$)

  /** One channel, a binding per pulling table; every (re)join pulls from the checkpoint. */
  const subscribe = (): RealtimeChannel => {
    const ch = o.client.channel(`craftlink-rows-${o.userId}`)
    for (const def of o.tables.filter((t) => t.pulls)) {
      ch.on('postgres_changes', { event: '*', schema: 'public', table: def.name }, (p) => {
        // SYNC-TOMB-1: hard deletes never happen; DELETE events are ignored.
        if (p.eventType === 'DELETE') return
        const row = p.new as Row
        void whenIdle(() => {
          if (!fresh(def, row)) return
          const doc = pulledDoc(def, row)
          if (!doc) return
          known = advance(known, def, row)
          o.status.tableCheckpoint(def.name, known[def.name] ?? null)
          o.status.pulled(now(), 1, null)
          stream$.next({ documents: [doc as never], checkpoint: known })
        })
      })
    }
    // SYNC-LIVE-2
    return ch.subscribe((s) => {
      if (s === 'SUBSCRIBED') stream$.next('RESYNC')
    })
  }
  const start = state.start.bind(state)
  const cancel = state.cancel.bind(state)
  let channel: RealtimeChannel | null = null
  state.start = async () => {
    channel = o.live ? subscribe() : null
    await start()
    state.reSync()
  }
  state.cancel = async () => {
    if (channel) await o.client.removeChannel(channel)
    return cancel()
  }
  void state.start()
  return {
    state,
    resync(opts) {
      if (opts?.lookBack) pendingLookBack = true
      state.reSync()
    },
    async store(table, rows) {
      const def = tables.get(table)
      if (!def) return 0
      let stored = 0
      await whenIdle(() => {
        // Before the first pull there is no checkpoint to hand RxDB; that pull brings them.
        if (!known) return
        const documents = rows.flatMap((row) => {
          const doc = fresh(def, row) ? pulledDoc(def, row) : null
          return doc ? [doc] : []
        })
        stored = documents.length
        if (stored) stream$.next({ documents: documents as never, checkpoint: known })
      })
      // Resolved once RxDB has written them, so the caller's next read sees them.
      if (stored) await state.awaitInSync()
      return stored
    },
  }
}
