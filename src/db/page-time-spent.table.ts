// Visits and time per page, one row per (user, device, page) that only that device adds to, in
// the shared collection (SPEC SYNC-MUX-1; carried over from its own collection by SYNC-MIG-3).
import * as z from 'zod'
import { id, text, timestamp, uuid } from './fields.ts'
import { defineTable } from './table-def.ts'

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

export const pageTimeSpent = defineTable({
  name: 'page_time_spent',
  label: 'page',
  row: pageTimeSpentRow,
  scope: 'user_id',
  telemetry: true,
  // Counters only grow on the server; the device that owns the row keeps its larger values.
  merge: { kind: 'field-merge' },
})
