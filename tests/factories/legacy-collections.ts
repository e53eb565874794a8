// The collections portfolio_items, page_time_spent and navigation_events had before they moved
// into the shared collection (SPEC SYNC-MIG-3), declared as the app declared them then, so tests
// can build a database an older version of the app left on a device.
import { createRxDatabase, type RxStorage } from 'rxdb'
import { defineCollection } from '../../src/db/collection-def.ts'
import { sortDesc } from '../../src/db/fields.ts'
import { navigationEventRow } from '../../src/db/navigation-event.table.ts'
import { pageTimeSpentRow } from '../../src/db/page-time-spent.table.ts'
import { portfolioItemRow } from '../../src/db/portfolio-item.table.ts'
import { syncOutboxSchema } from '../../src/db/sync-outbox.schema.ts'

export const legacyCollections = {
  portfolio_items: defineCollection({
    name: 'portfolio_items',
    // Before photos (issue 29).
    row: portfolioItemRow.omit({ photos: true }),
    primaryKey: 'id',
    indexes: [['user_id', 'sort_desc']],
    local: { sort_desc: sortDesc },
    merge: { kind: 'field-merge' },
  }),
  page_time_spent: defineCollection({
    name: 'page_time_spent',
    row: pageTimeSpentRow,
    primaryKey: 'id',
    indexes: ['user_id'],
    maxLengths: { id: 200 },
    merge: { kind: 'field-merge' },
  }),
  navigation_events: defineCollection({
    name: 'navigation_events',
    row: navigationEventRow,
    primaryKey: 'id',
    pulls: false,
  }),
}
export type LegacyName = keyof typeof legacyCollections

/** The outbox as the page wrote it before the worker kept it alone (version 0: no revision). */
const { rev: _rev, ...currentFields } = syncOutboxSchema.properties
export const legacyOutboxSchema = {
  ...syncOutboxSchema,
  version: 0,
  properties: {
    ...currentFields,
    state: { ...currentFields.state, enum: ['local', 'sending', 'failed'] },
  },
  required: syncOutboxSchema.required!.filter((f) => f !== 'rev'),
}

/** A database with the old collections and the outbox, as the older app opened it. */
export async function openLegacyDatabase(storage: RxStorage<unknown, unknown>, name: string) {
  const db = await createRxDatabase({ name, storage, multiInstance: false })
  const creators: Record<string, { schema: unknown }> = {
    sync_outbox: { schema: legacyOutboxSchema },
  }
  for (const [key, def] of Object.entries(legacyCollections)) creators[key] = { schema: def.schema }
  await db.addCollections(creators as never)
  return db
}
