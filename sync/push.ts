// The push side of a collection's replication (SPEC SYNC-PUSH-1..4, SYNC-ERR-1..5). It keeps the
// wire protocol of rxdb/plugins/replication-supabase (insert, 23505 = exists, PATCH guarded by the
// assumed master state) but handles each document on its own, so one refused document never
// blocks the others, and it leaves local-only fields out of bodies and guards.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxReplicationWriteToMasterRow } from 'rxdb'
import { fileRefsOf, type FileRef } from '@/db/file-columns.ts'
import { sameServerState, type CollectionDef } from '@/db/index.ts'
import { isFinalError, toRemoteError, type RemoteError } from './errors.ts'

type Doc = Record<string, unknown>
export type PushOutcome =
  { kind: 'ok' } | { kind: 'conflict'; master: Doc } | { kind: 'failed'; error: RemoteError }

export interface PushContext {
  client: SupabaseClient
  def: CollectionDef
  serverFields: readonly string[]
  /** A removal with no assumed master state still reaches the server (the shared collection:
   * a removal carried over from an old collection, SYNC-MIG-3, has none). */
  removesWithoutBase?: boolean
  /** Told the server's `_modified` of a row a push wrote or read (SYNC-PULL-2). */
  seen?: (id: string, modified: unknown) => void
  /** Uploads the files a row names before it is sent (file-uploads.ts `ensure`). */
  files?: (refs: readonly FileRef[]) => Promise<RemoteError | null>
}

/** The columns a write asks back: the key and the server's stamp of the state written. */
const answered = (ctx: PushContext) => `${ctx.def.primaryKey},_modified`

/** Tells `seen` the stamps of the rows a write or read answered with. */
function note(ctx: PushContext, rows: unknown): void {
  if (!ctx.seen || !Array.isArray(rows)) return
  for (const r of rows as Doc[]) ctx.seen(String(r[ctx.def.primaryKey]), r['_modified'])
}

/** The server row for a document: server columns plus the tombstone flag. */
export function toRow(ctx: PushContext, doc: Doc): Doc {
  const row: Doc = {}
  for (const f of ctx.serverFields) row[f] = doc[f] === undefined ? null : doc[f]
  row['_deleted'] = Boolean(doc['_deleted'])
  return row
}

/** A pulled or refetched row as a local document (local fields computed, tombstone kept). */
export function docFromRow(ctx: PushContext, row: Doc): Doc {
  return { ...ctx.def.withLocalFields(row), _deleted: Boolean(row['_deleted']) }
}

/** The server's row as a document, or null when it has none. */
export async function fetchById(ctx: PushContext, id: unknown): Promise<Doc | null> {
  const { data, error } = await ctx.client
    .from(ctx.def.name)
    .select('*')
    .eq(ctx.def.primaryKey, String(id))
    .limit(1)
  if (error) throw error
  note(ctx, data)
  const row = (data as Doc[])[0]
  return row ? docFromRow(ctx, row) : null
}

/** PATCH guarded by equality on every server column of the assumed master state. */
function guardedUpdate(ctx: PushContext, assumed: Doc, body: Doc) {
  let query = ctx.client.from(ctx.def.name).update(body)
  for (const f of ctx.serverFields) {
    const v = assumed[f]
    if (typeof v === 'string' || typeof v === 'number') query = query.eq(f, v)
    else if (typeof v === 'boolean') query = query.is(f, v)
    else query = query.is(f, null)
  }
  return query.eq('_deleted', Boolean(assumed['_deleted'])).select(answered(ctx))
}

/** What the server says after a write that did not apply: equal, refused or a real conflict. */
async function judge(
  ctx: PushContext,
  newDoc: Doc,
  assumed: Doc | undefined,
): Promise<PushOutcome> {
  const id = newDoc[ctx.def.primaryKey]
  const master = await fetchById(ctx, id)
  if (!master) {
    // SYNC-ERR-5: deleting what the server never had is done.
    if (newDoc['_deleted']) return { kind: 'ok' }
    return {
      kind: 'failed',
      error: { code: '42501', message: 'The server has no such record or you may not change it' },
    }
  }
  if (sameServerState(master, newDoc, ctx.serverFields)) return { kind: 'ok' }
  // SYNC-ERR-2: the guard matched the server's state yet nothing changed: RLS refused it.
  if (assumed && sameServerState(master, assumed, ctx.serverFields)) {
    return { kind: 'failed', error: { code: '42501', message: 'You may not change this record' } }
  }
  return { kind: 'conflict', master }
}

/** A soft delete guarded by the key alone: no base state is known to guard it with. */
async function removeUnguarded(ctx: PushContext, doc: Doc): Promise<PushOutcome> {
  const id = String(doc[ctx.def.primaryKey])
  const { data, error } = await ctx.client
    .from(ctx.def.name)
    .update({ _deleted: true })
    .eq(ctx.def.primaryKey, id)
    .select(answered(ctx))
  if (error) {
    const remote = toRemoteError(error)
    if (isFinalError(remote)) return { kind: 'failed', error: remote }
    throw error
  }
  note(ctx, data)
  if (Array.isArray(data) && data.length > 0) return { kind: 'ok' }
  const master = await fetchById(ctx, id)
  // SYNC-ERR-5: the server never had it (or has removed it already).
  if (!master || master['_deleted']) return { kind: 'ok' }
  return { kind: 'failed', error: { code: '42501', message: 'You may not change this record' } }
}

/** The server gets a row's files before the row (issue 29); a refused file fails the row. */
async function uploadFiles(ctx: PushContext, doc: Doc): Promise<RemoteError | null> {
  if (!ctx.files || doc['_deleted']) return null
  const refs = fileRefsOf(ctx.def.name, doc)
  if (refs.length === 0) return null
  const refused = await ctx.files(refs)
  return refused && { code: refused.code, message: `A file was not accepted: ${refused.message}` }
}

/** Pushes one document. Throws only on errors worth retrying (SYNC-ERR-3). */
export async function pushOne(
  ctx: PushContext,
  row: RxReplicationWriteToMasterRow<Doc>,
): Promise<PushOutcome> {
  const newDoc = row.newDocumentState as Doc
  const assumed = row.assumedMasterState as Doc | undefined
  const refused = await uploadFiles(ctx, newDoc)
  if (refused) return { kind: 'failed', error: refused }
  const body = toRow(ctx, newDoc)
  if (!assumed) {
    if (newDoc['_deleted']) {
      // Created and removed before it ever left, unless the server may have the row.
      return ctx.removesWithoutBase ? removeUnguarded(ctx, newDoc) : { kind: 'ok' }
    }
    const { error } = await ctx.client.from(ctx.def.name).insert(body)
    if (!error) return { kind: 'ok' }
    const remote = toRemoteError(error)
    if (remote.code === '23505') return judge(ctx, newDoc, undefined)
    // SYNC-ERR-6: a pulled document changed here before its replication state was stored is
    // pushed as an insert; the policies refuse the insert though the row exists and may be updated.
    if (remote.code === '42501') {
      const outcome = await judge(ctx, newDoc, undefined)
      return outcome.kind === 'failed' ? { kind: 'failed', error: remote } : outcome
    }
    if (isFinalError(remote)) return { kind: 'failed', error: remote }
    throw error
  }
  const { data, error } = await guardedUpdate(ctx, assumed, body)
  if (error) {
    const remote = toRemoteError(error)
    if (isFinalError(remote)) return { kind: 'failed', error: remote }
    throw error
  }
  note(ctx, data)
  if (Array.isArray(data) && data.length > 0) return { kind: 'ok' }
  const outcome = await judge(ctx, newDoc, assumed)
  // The assumed state came from an insert the server refused (SYNC-ERR-1): it never had the row,
  // so the edited document is created now.
  if (
    outcome.kind === 'failed' &&
    !newDoc['_deleted'] &&
    !(await fetchById(ctx, newDoc[ctx.def.primaryKey]))
  ) {
    return pushOne(ctx, { newDocumentState: newDoc } as RxReplicationWriteToMasterRow<Doc>)
  }
  return outcome
}
