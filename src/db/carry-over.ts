// SYNC-MIG-3: a table that moved from its own collection into the shared collection keeps the
// device's unsent changes. On open, the old collection's documents that have an outbox row (a
// change the server has not confirmed: local, sending or failed) are written into `rows` as local
// writes, which the shared replication pushes; everything else there is the server's already and
// comes back through the table's own checkpoint. Then the old collection's storage, with its
// replication state, is removed. The old collection is read through its storage instance, never
// opened as an RxCollection, so a realm never opens more collections than it uses.
import {
  getAllCollectionDocuments,
  overwritable,
  removeCollectionStorages,
  type RxCollection,
  type RxDocumentData,
  type RxJsonSchema,
} from 'rxdb'
import type { AppDatabase } from './database.ts'
import { toSharedDoc, type SharedRowDoc } from './shared-rows.schema.ts'
import type { SyncOutboxDoc } from './sync-outbox.schema.ts'
import type { Row, TableDef } from './table-def.ts'

type Stored = RxDocumentData<Row>

export interface CarriedOver {
  table: string
  /** Unsent documents written into the shared collection. */
  carried: number
}

/** The table's unsent documents in its old storage, by the outbox rows that name them. */
async function unsent(db: AppDatabase, table: string, schema: RxJsonSchema<Stored>) {
  const pending = await db.sync_outbox.find({ selector: { collection_name: table } }).exec()
  if (pending.length === 0) return { docs: [] as Stored[], orphans: [] as SyncOutboxDoc[] }
  const instance = await db.storage.createStorageInstance<Row>({
    databaseInstanceToken: db.token,
    databaseName: db.name,
    collectionName: table,
    schema,
    options: {},
    multiInstance: db.multiInstance,
    devMode: overwritable.isDevMode(),
  })
  try {
    const docs = await instance.findDocumentsById(
      pending.map((p) => p.doc_id),
      true,
    )
    const found = new Set(docs.map((d) => String(d[schema.primaryKey as string])))
    // A change whose document never reached the store (the tab closed between the two writes).
    const orphans = pending
      .map((p) => p.toJSON() as SyncOutboxDoc)
      .filter((p) => p.state !== 'failed' && !found.has(p.doc_id))
    return { docs, orphans }
  } finally {
    await instance.close()
  }
}

/** Writes one unsent document as a local write of the shared collection; a document already
 * there (carried by another tab or an earlier, interrupted open) is left as it is. */
async function carry(rows: RxCollection<SharedRowDoc>, def: TableDef, stored: Stored) {
  let doc: SharedRowDoc
  try {
    doc = toSharedDoc(def, stored)
  } catch (err) {
    // The old collection held the same row shape; a document that does not fit it now could
    // never be pushed, and must not keep the rest of the table in the old storage.
    console.error(`A ${def.name} change does not fit its row and is dropped`, err)
    return 0
  }
  const { success } = await rows.bulkInsert([doc])
  // A pending soft delete (SYNC-TOMB-1) stays one: the removal is what gets pushed.
  if (stored._deleted) await success[0]?.remove()
  return success.length
}

async function carryTable(db: AppDatabase, def: TableDef, schema: RxJsonSchema<Stored>) {
  const rows = db.collections.rows!
  const { docs, orphans } = await unsent(db, def.name, schema)
  let carried = 0
  for (const stored of docs) carried += await carry(rows, def, stored)
  await Promise.all(
    orphans.map((o) =>
      db.sync_outbox
        .findOne(o.id)
        .exec()
        .then((r) => r?.remove()),
    ),
  )
  await removeCollectionStorages(
    db.storage,
    db.internalStore,
    db.token,
    db.name,
    def.name,
    db.multiInstance,
    db.password as string | undefined,
    db.hashFunction,
  )
  return carried
}

/**
 * Carries over every declared table of the shared collection that still has a collection of its
 * own in this database. A table that fails is tried again on the next open (nothing is removed
 * before its unsent documents are in `rows`).
 */
export async function carryOverMovedTables(
  db: AppDatabase,
  tables: ReadonlyMap<string, TableDef>,
): Promise<CarriedOver[]> {
  if (!db.collections.rows) return []
  const legacy = (await getAllCollectionDocuments(db.internalStore)).filter(
    (d) => tables.has(d.data.name) && !(d.data.name in db.collections),
  )
  const done: CarriedOver[] = []
  for (const meta of legacy) {
    const def = tables.get(meta.data.name)!
    try {
      const carried = await carryTable(db, def, meta.data.schema as RxJsonSchema<Stored>)
      done.push({ table: def.name, carried })
    } catch (err) {
      console.error(`Carrying ${def.name} into the shared collection failed`, err)
    }
  }
  return done
}
