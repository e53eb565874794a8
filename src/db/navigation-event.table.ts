// Tracking events written while the device could not reach the tracking function: the worker
// pushes them later (SPEC SYNC-PUSH-5). Append-only on the server, so nothing is pulled. In the
// shared collection (SYNC-MUX-1; carried over from its own collection by SYNC-MIG-3).
import * as z from 'zod'
import { jsonObject, text, timestamp, uuid } from './fields.ts'
import { defineTable } from './table-def.ts'

export const navigationEventRow = z.object({
  id: uuid,
  user_id: uuid,
  action: text,
  path: text.nullable(),
  user_role: text.nullable(),
  skill_level: text.nullable(),
  /** JSON object text. */
  metadata: jsonObject,
  occurred_at: timestamp,
  created_at: timestamp,
})
export type NavigationEventDoc = z.infer<typeof navigationEventRow>

export const navigationEvents = defineTable({
  name: 'navigation_events',
  label: 'action',
  row: navigationEventRow,
  scope: 'user_id',
  pulls: false,
  telemetry: true,
})
