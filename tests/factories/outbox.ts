// The worker's outbox of one collection over a test database, started as the engine starts it.
import type { RxCollection } from 'rxdb'
import type { AppDatabase, ReplicatedName, TableDef } from '../../src/db/index.ts'
import { CollectionOutbox } from '../../sync/outbox.ts'
import { collectionSubject, sharedSubject } from '../../sync/outbox-subjects.ts'

/** The outbox rows of the user's changes (each collection's checkpoint row, `tracked`, left out). */
export async function changeRows(db: AppDatabase) {
  const rows = await db.sync_outbox.find({ selector: { state: { $ne: 'tracked' } } }).exec()
  return rows.map((r) => r.toJSON())
}

/** For until(): true once the outbox holds no change of the user. */
export async function outboxEmpty(db: AppDatabase): Promise<true | undefined> {
  return (await changeRows(db)).length === 0 ? true : undefined
}

export async function startOutbox(
  db: AppDatabase,
  name: ReplicatedName,
): Promise<CollectionOutbox> {
  const collection = db.collections[name] as unknown as RxCollection
  const outbox = new CollectionOutbox(db, collectionSubject(name, collection))
  await outbox.start()
  return outbox
}

/** The server confirmed the document as it is stored now. */
export async function confirmStored(
  outbox: CollectionOutbox,
  db: AppDatabase,
  name: ReplicatedName,
  id: string,
): Promise<void> {
  const collection = db.collections[name] as unknown as RxCollection
  const [stored] = await collection.storageInstance.findDocumentsById([id], true)
  await outbox.serverHolds(name, id, (stored ?? { _deleted: true }) as Record<string, unknown>)
}

/** The worker's outbox of the shared collection (its tables' rows). */
export async function startSharedOutbox(
  db: AppDatabase,
  tables: readonly TableDef[],
): Promise<CollectionOutbox> {
  const outbox = new CollectionOutbox(db, sharedSubject(db.collections.rows!, tables))
  await outbox.start()
  return outbox
}
