// The database both realms open: same name, same schema, Dexie storage, multiInstance.
import { createRxDatabase, type RxDatabase } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'

export const itemSchema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    title: { type: 'string' },
    at: { type: 'number' },
  },
  required: ['id', 'title', 'at'],
} as const

export async function openProofDb(): Promise<RxDatabase> {
  const db = await createRxDatabase({
    name: 'worker-proof',
    storage: getRxStorageDexie(),
    multiInstance: true,
  })
  await db.addCollections({ items: { schema: itemSchema } })
  return db
}
