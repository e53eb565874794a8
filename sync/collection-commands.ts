// Retry and discard (SPEC SYNC-ERR-4) for a document of a dedicated collection (the shared
// collection's rows have theirs in shared-commands.ts).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection } from 'rxdb'
import { collectionDef, serverFields, type ReplicatedName } from '@/db/index.ts'
import { toRemoteError } from './errors.ts'
import type { CollectionOutbox } from './outbox.ts'
import { fetchById, pushOne, type PushContext } from './push.ts'

export interface CommandContext {
  client: SupabaseClient
  collection: RxCollection
  outbox: CollectionOutbox
  name: ReplicatedName
  files?: PushContext['files']
}

function pushContext(c: CommandContext): PushContext {
  const def = collectionDef(c.name)
  return { client: c.client, def, serverFields: serverFields(c.name), files: c.files }
}

/** Pushes the document again as a fresh attempt from its current local state. */
export async function retryDocument(c: CommandContext, docId: string): Promise<void> {
  const ctx = pushContext(c)
  const local = await c.collection.findOne(docId).exec()
  const server = await fetchById(ctx, docId)
  const newDoc = local ? (local.toJSON() as Record<string, unknown>) : { ...server, _deleted: true }
  await c.outbox.sending(c.name, docId)
  try {
    const outcome = await pushOne(ctx, {
      newDocumentState: { ...newDoc, _deleted: !local },
      assumedMasterState: server ?? undefined,
    } as never)
    if (outcome.kind === 'failed') {
      await c.outbox.failed(c.name, docId, outcome.error.code, outcome.error.message)
    } else if (outcome.kind === 'ok') await c.outbox.serverHolds(c.name, docId, newDoc)
    else await c.outbox.waiting(c.name, docId, '', 'The server changed meanwhile; sending again')
  } catch (err) {
    const e = toRemoteError(err)
    await c.outbox.waiting(c.name, docId, e.code, e.message)
    throw err
  }
}

/** Drops the local change; the server's row (or nothing) replaces it. */
export async function discardDocument(c: CommandContext, docId: string): Promise<void> {
  const ctx = pushContext(c)
  const server = await fetchById(ctx, docId)
  const local = await c.collection.findOne(docId).exec()
  await c.outbox.discarded(c.name, docId)
  if (server && !server['_deleted']) {
    const { _deleted: _d, ...doc } = server
    await c.collection.upsert(doc)
  } else if (local) await local.remove()
}
