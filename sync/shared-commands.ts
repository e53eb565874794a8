// Retry and discard (SPEC SYNC-ERR-4) for a row of the shared collection: the same steps as for
// a dedicated collection's document, on the row its shared document holds.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection } from 'rxdb'
import { sharedRowId, toSharedDoc, type Row, type SharedRowDoc, type TableDef } from '@/db/index.ts'
import { toRemoteError } from './errors.ts'
import type { CollectionOutbox } from './outbox.ts'
import { pushOne, type PushContext } from './push.ts'
import { pushContext } from './replicate-shared.ts'

export interface SharedCommandContext {
  client: SupabaseClient
  collection: RxCollection<SharedRowDoc>
  outbox: CollectionOutbox
  files?: PushContext['files']
}

async function serverRow(c: SharedCommandContext, def: TableDef, id: string): Promise<Row | null> {
  const { data, error } = await c.client.from(def.name).select('*').eq(def.primaryKey, id).limit(1)
  if (error) throw error
  return ((data as Row[])[0] as Row | undefined) ?? null
}

/** Pushes the row again as a fresh attempt from its current local state. */
export async function retryShared(c: SharedCommandContext, def: TableDef, id: string) {
  const local = await c.collection.findOne(sharedRowId(def.name, id)).exec()
  const server = await serverRow(c, def, id)
  const newDoc: Row = local
    ? { ...local.toJSON().row, _deleted: false }
    : { ...server, _deleted: true }
  await c.outbox.sending(def.name, id)
  try {
    const outcome = await pushOne(pushContext(c.client, def, undefined, c.files), {
      newDocumentState: newDoc,
      assumedMasterState: server ?? undefined,
    } as never)
    if (outcome.kind === 'failed') {
      await c.outbox.failed(def.name, id, outcome.error.code, outcome.error.message)
    } else if (outcome.kind === 'ok') {
      await c.outbox.serverHolds(
        def.name,
        id,
        local ? local.toJSON() : { table: def.name, row: newDoc, _deleted: true },
      )
    } else await c.outbox.waiting(def.name, id, '', 'The server changed meanwhile; sending again')
  } catch (err) {
    const e = toRemoteError(err)
    await c.outbox.waiting(def.name, id, e.code, e.message)
    throw err
  }
}

/** Drops the local change: the server's row (or nothing) replaces it. */
export async function discardShared(c: SharedCommandContext, def: TableDef, id: string) {
  const server = await serverRow(c, def, id)
  const local = await c.collection.findOne(sharedRowId(def.name, id)).exec()
  const kept = server && !server['_deleted'] ? toSharedDoc(def, server) : null
  await c.outbox.discarded(def.name, id)
  if (kept) await c.collection.upsert(kept)
  else if (local) await local.remove()
}
