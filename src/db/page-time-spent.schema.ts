import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
import { id, text, timestamp, uuid } from './fields.ts'

/** One row per (user, device, page); only that device adds to it. */
export const pageTimeSpentRow = z.object({
  id,
  user_id: uuid,
  device_id: text,
  page: text,
  seconds: z.number().int(),
  visits: z.number().int(),
  last_visited_at: timestamp.nullable(),
  created_at: timestamp,
})
export type PageTimeSpentDoc = z.infer<typeof pageTimeSpentRow>

export const pageTimeSpent = defineCollection<PageTimeSpentDoc>({
  name: 'page_time_spent',
  row: pageTimeSpentRow,
  primaryKey: 'id',
  indexes: ['user_id'],
  maxLengths: { id: 200 },
  // Counters only grow on the server; the device that owns the row keeps its larger values.
  merge: { kind: 'field-merge' },
})
