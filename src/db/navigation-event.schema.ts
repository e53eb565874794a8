import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
import { jsonObject, text, timestamp, uuid } from './fields.ts'

/**
 * Tracking events written while the device could not reach the tracking function: the worker
 * pushes them later (SPEC SYNC-PUSH-5). Append-only on the server, so nothing is pulled.
 */
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

export const navigationEvents = defineCollection<NavigationEventDoc>({
  name: 'navigation_events',
  row: navigationEventRow,
  primaryKey: 'id',
  pulls: false,
})
