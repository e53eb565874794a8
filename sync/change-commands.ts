// Retry and discard (SPEC SYNC-ERR-4) of one change: a table of the shared collection goes to
// shared-commands.ts, a dedicated collection to collection-commands.ts.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection } from 'rxdb'
import {
  SHARED_COLLECTION,
  type AppDatabase,
  type ReplicatedName,
  type TableDef,
} from '@/db/index.ts'
import { discardDocument, retryDocument, type CommandContext } from './collection-commands.ts'
import type { Outboxes } from './outboxes.ts'
import type { PushContext } from './push.ts'
import { discardShared, retryShared, type SharedCommandContext } from './shared-commands.ts'

export interface ChangeCommandContext {
  db: AppDatabase
  client: SupabaseClient
  outboxes: Outboxes
  tables: readonly TableDef[]
  files?: PushContext['files']
}

/** A table of the shared collection, or null for a dedicated collection's name. */
function sharedCommand(
  c: ChangeCommandContext,
  name: string,
): [SharedCommandContext, TableDef] | null {
  const def = c.tables.find((t) => t.name === name)
  const collection = c.db.collections[SHARED_COLLECTION]
  if (!def || !collection) return null
  const outbox = c.outboxes.get(SHARED_COLLECTION)
  return [{ client: c.client, collection, outbox, files: c.files }, def]
}

function documentCommand(c: ChangeCommandContext, name: ReplicatedName): CommandContext {
  const collection = c.db.collections[name] as unknown as RxCollection | undefined
  if (!collection) throw new Error(`Collection ${name} is not open`)
  const { client, files } = c
  return { client, collection, outbox: c.outboxes.get(name), name, files }
}

/** Push a failed change again from its current local state. */
export async function retryChange(
  c: ChangeCommandContext,
  name: ReplicatedName,
  docId: string,
): Promise<void> {
  const shared = sharedCommand(c, name)
  if (shared) return retryShared(...shared, docId)
  return retryDocument(documentCommand(c, name), docId)
}

/** Drop the local change; the server's row (or nothing) replaces it. */
export async function discardChange(
  c: ChangeCommandContext,
  name: ReplicatedName,
  docId: string,
): Promise<void> {
  const shared = sharedCommand(c, name)
  if (shared) return discardShared(...shared, docId)
  return discardDocument(documentCommand(c, name), docId)
}
