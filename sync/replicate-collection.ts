// One collection's replication: RxDB's replicateSupabase for pull, checkpoints and the realtime
// stream, with the push handler replaced by push.ts (per-document outcomes) and the pull handler
// wrapped for the look-back re-sync. Status goes to the CollectionStatus it is given.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection, RxReplicationPullStreamItem } from 'rxdb'
import {
  replicateSupabase,
  type RxSupabaseReplicationState,
} from 'rxdb/plugins/replication-supabase'
import { concatMap, filter, firstValueFrom, map, merge, Subject } from 'rxjs'
import { collectionDef, serverFields, type ReplicatedName } from '@/db/index.ts'
import { Backoff } from './backoff.ts'
import { backoffMs, toRemoteError } from './errors.ts'
import { limitedLookBack } from './lookback.ts'
import { checkpointFor, tagCheckpoint, type MappedCheckpoint } from './mapping-checkpoint.ts'
import type { CollectionOutbox } from './outbox.ts'
import { pulledRows } from './pulled-state.ts'
import { countBeyond, PullProgress, type PullCount } from './pull-progress.ts'
import { pushBatch, type PushItem } from './push-batch.ts'
import { pushOne, docFromRow, type PushContext } from './push.ts'
import { PagePrefetch } from './page-prefetch.ts'
import { docOfRow, pullPage } from './pull-page.ts'
import { RowFreshness } from './row-freshness.ts'
import type { ScopedPull } from './scoped-pull.ts'
import type { CollectionStatus } from './status.ts'

type Doc = Record<string, unknown>

export interface ReplicateOptions {
  name: ReplicatedName
  collection: RxCollection
  client: SupabaseClient
  outbox: CollectionOutbox
  status: CollectionStatus
  /** Separates replication metadata per user (a new user starts from an empty checkpoint). */
  userId: string
  batchSize: number
  pullBatchSize: number
  live: boolean
  now?: () => Date
  /** A pull of a declared part of the table instead of every row RLS allows (SYNC-SCOPE-1). */
  scoped?: ScopedPull
  /** Rows the first pull will bring (SYNC-PROG-1); default: PostgREST's count beyond the
   * checkpoint, or the scoped pull's own count. */
  count?: PullCount
  /** False: this device only reads the table (SYNC-PUSH-6). Default: the table's declaration. */
  pushes?: boolean
  files?: PushContext['files']
}

export interface CollectionReplication {
  state: RxSupabaseReplicationState<Doc>
  /** RxDB's replication identifier, also the realtime channel's topic. */
  identifier: string
  /** Whether this replication pushes (SYNC-PUSH-6). */
  pushes: boolean
  /** Checkpoint pull; with lookBack the first page starts LOOKBACK_MS earlier (SYNC-LIVE-3). */
  resync(opts?: { lookBack?: boolean }): void
  /** Scoped pulls: re-reads the scope; a changed scope pulls again, missing pins are fetched. */
  rescope(): Promise<void>
  /** Scoped pulls: fetches these rows and stores them as pulled ones (a job opened from the
   * server; out of scope, it goes at the next trim). */
  keep(ids: readonly string[]): Promise<void>
}

export function replicateCollection(o: ReplicateOptions): CollectionReplication {
  const def = collectionDef(o.name)
  // SYNC-PULL-2: the newest state seen of each row, from pages, events and push answers.
  const freshness = new RowFreshness()
  const ctx: PushContext = {
    client: o.client,
    def,
    serverFields: serverFields(o.name),
    seen: (id, modified) => freshness.admit(id, modified),
    files: o.files,
  }
  const now = o.now ?? (() => new Date())
  const count =
    o.count ??
    (o.scoped ? (from) => o.scoped!.count(from) : countBeyond(o.client, o.name, def.primaryKey))
  const progress = new PullProgress({ status: o.status, table: o.name, count, now })
  const pushes = def.pushes && o.pushes !== false
  // SYNC-PUSH-6: a reading device has its own checkpoints. Its push side advances over changes it
  // never sends, so a writer's replication must not start from them.
  const identifier =
    pushes || !def.pushes
      ? `craftlink-${o.name}-${o.userId}`
      : `craftlink-${o.name}-read-${o.userId}`
  o.status.readsOnly(!pushes)
  const state = replicateSupabase<Doc>({
    client: o.client,
    tableName: o.name,
    collection: o.collection as unknown as RxCollection<Doc>,
    replicationIdentifier: identifier,
    live: o.live,
    // Leadership is decided by the tabs; only the leader starts the worker (SPEC SYNC-ARCH-2).
    waitForLeadership: false,
    retryTime: backoffMs(1),
    pull: def.pulls
      ? { batchSize: o.pullBatchSize, modifier: (d: Doc) => docFromRow(ctx, d) as never }
      : undefined,
    push: pushes ? { batchSize: o.batchSize } : undefined,
  })
  let pendingLookBack = false
  const lookBack = limitedLookBack()
  const backoff = new Backoff((ms) => (state.retryTime = ms), o.status)
  let mappingCurrent = def.mappingVersion === 0 && !o.scoped
  const scoped = o.scoped
  /** Documents the scope adds or drops outside a pull page (SYNC-SCOPE-3). */
  const injected = new Subject<RxReplicationPullStreamItem<Doc, MappedCheckpoint>>()
  let lastCheckpoint: MappedCheckpoint | undefined
  let trimPending = Boolean(scoped)
  let firstPull = true
  // SYNC-PULL-3: the next page is fetched while RxDB writes this one.
  const pages = new PagePrefetch((cp, batchSize) =>
    scoped ? scoped.page(cp, batchSize) : pullPage(o.client, o.name, def.primaryKey, cp, batchSize),
  )
  const pull = state.pull
  if (pull) {
    pull.handler = async (checkpoint, batchSize) => {
      const stored = checkpoint as MappedCheckpoint | undefined
      let key: string | undefined
      try {
        if (scoped && !stored && firstPull) {
          firstPull = false
          await scoped.sourcesPulled()
          // SYNC-SCOPE-2: a device that holds no job yet keeps only what this pull brings.
          if ((await o.collection.count().exec()) === 0) trimPending = false
        }
        if (scoped) {
          await scoped.refresh()
          key = scoped.key()
          o.status.scope(o.name, scoped.describe())
        }
      } catch (err) {
        throw backoff.failed(err)
      }
      let cp = checkpointFor(stored, def.mappingVersion, key)
      // SYNC-SCOPE-2: pulled again from the start under the new scope, then trimmed.
      if (stored && !cp && scoped) trimPending = true
      if (pendingLookBack && cp) cp = lookBack(cp)
      pendingLookBack = false
      progress.before(cp)
      try {
        const page = await pages.page(cp, batchSize, key)
        const rows = page.rows.filter((r) =>
          freshness.admit(String(r[def.primaryKey]), r['_modified']),
        )
        // RxDB pulls again only after a page of batchSize documents.
        if (page.rows.length >= batchSize && rows.length < batchSize) {
          queueMicrotask(() => state.reSync())
        }
        const result = {
          documents: rows.map(docOfRow),
          checkpoint: tagCheckpoint(page.checkpoint as MappedCheckpoint, def.mappingVersion, key),
        }
        if (result.checkpoint) mappingCurrent = true
        lastCheckpoint = (result.checkpoint as MappedCheckpoint | undefined) ?? cp ?? lastCheckpoint
        if (scoped && trimPending && page.rows.length < batchSize) {
          trimPending = false
          void emitTrim()
        }
        backoff.succeeded()
        progress.after(page.rows.length, batchSize)
        if (scoped) o.status.scope(o.name, scoped.describe())
        o.status.pulled(now(), result.documents.length, result.checkpoint ?? checkpoint)
        return result
      } catch (err) {
        throw backoff.failed(err)
      }
    }
    if (pull.stream$) {
      const live = pull.stream$.pipe(
        concatMap(async (ev: RxReplicationPullStreamItem<Doc, MappedCheckpoint>) => {
          if (ev === 'RESYNC') return ev
          // SYNC-PULL-2: judged once the replication is idle; the plugin sends one row per
          // event, its stamp in the checkpoint.
          await firstValueFrom(state.active$.pipe(filter((active) => !active)))
          const [doc] = ev.documents
          if (doc && !freshness.admit(String(doc[def.primaryKey]), ev.checkpoint?.modified)) {
            return null
          }
          if (!scoped) return ev
          // SYNC-SCOPE-3: a change outside the scope is passed over, checkpoint and all (the
          // next pull covers it); one inside is tagged as a page under the scope would be.
          const keep = await Promise.all(ev.documents.map((d) => scoped.accepts(d)))
          const documents = ev.documents.filter((_, i) => keep[i])
          return documents.length ? { ...ev, documents } : null
        }),
        filter((ev): ev is RxReplicationPullStreamItem<Doc, MappedCheckpoint> => ev !== null),
      )
      pull.stream$ = merge(live, injected).pipe(
        map((ev: RxReplicationPullStreamItem<Doc, MappedCheckpoint>) => {
          if (ev === 'RESYNC') return ev
          o.status.pulled(now(), ev.documents.length, ev.checkpoint)
          // SYNC-MIG-2: an event before the re-pull must not make the old checkpoint current.
          return mappingCurrent
            ? {
                ...ev,
                checkpoint: tagCheckpoint(ev.checkpoint, def.mappingVersion, scoped?.key()),
              }
            : ev
        }),
      )
    }
  }
  /** Passes documents to RxDB as pulled ones, under the last checkpoint (which they keep). */
  const inject = (documents: Doc[]) => {
    if (documents.length && lastCheckpoint) {
      injected.next({ documents: documents as never, checkpoint: lastCheckpoint })
    }
  }
  const emitTrim = async () => {
    try {
      if (scoped) inject(await scoped.trim())
    } catch (err) {
      o.status.error(toRemoteError(err))
    }
  }
  const push = state.push
  if (push) {
    push.handler = async (rows) => {
      // SYNC-PULL-1: a pulled state offered for push is the server's already; RxDB stores it as
      // the assumed master state once the handler returns.
      const pulled = await pulledRows(o.collection, rows, ctx.serverFields)
      inject(pulled.newer)
      const items: PushItem[] = rows.flatMap((row) => {
        const doc = row.newDocumentState as Doc
        const id = String(doc[def.primaryKey])
        if (pulled.skip.has(id)) return []
        return [
          {
            table: o.name,
            id,
            push: () => pushOne(ctx, row),
            pushed: doc,
            master: (master: Doc) => master,
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
    }
  }
  state.active$.subscribe((active) => o.status.active(active))
  return {
    state,
    identifier,
    pushes,
    resync(opts) {
      if (opts?.lookBack) pendingLookBack = true
      state.reSync()
    },
    async rescope() {
      if (!scoped) return
      if (await scoped.refresh()) state.reSync()
      inject(await scoped.missing())
    },
    async keep(ids) {
      if (scoped) inject(await scoped.fetch(ids))
    },
  }
}
