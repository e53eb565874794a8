import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
import { jsonObject, sortDesc, text, timestamp, uuid } from './fields.ts'
import { newestFirstKey } from './sort-key.ts'

export const notificationRow = z.object({
  id: uuid,
  user_id: uuid,
  type: text,
  title: text,
  message: text,
  data: jsonObject,
  read: z.boolean(),
  read_at: timestamp.nullable(),
  created_at: timestamp,
})
export type NotificationDoc = z.infer<typeof notificationRow> & { sort_desc: string }

export const notifications = defineCollection<NotificationDoc>({
  name: 'notifications',
  label: 'title',
  row: notificationRow,
  primaryKey: 'id',
  indexes: ['sort_desc', ['user_id', 'sort_desc']],
  local: { sort_desc: sortDesc },
  // v0 stored no sort key; v1 adds it so the bell lists newest first over an ascending index.
  version: 1,
  migrationStrategies: {
    1: (old: Record<string, unknown>) => ({
      ...old,
      sort_desc: newestFirstKey(String(old['created_at'] ?? '')),
    }),
  },
  // read is never reversed (spec section 4): true wins; the rest is the server's.
  merge: { kind: 'field-merge', trueWins: ['read'] },
})
