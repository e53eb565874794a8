import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
import { optionalText, text, timestamp, uuid } from './fields.ts'

export const userRoleRow = z.object({
  id: uuid,
  user_id: uuid,
  role: text,
  status: text,
  organization_id: uuid.nullable(),
  region_scope: optionalText,
  trade_scope: optionalText,
  expires_at: timestamp.nullable(),
  created_at: timestamp,
})
export type UserRoleDoc = z.infer<typeof userRoleRow>

/** Read-only on the device: roles change through server procedures only. */
export const userRoles = defineCollection<UserRoleDoc>({
  name: 'user_roles',
  row: userRoleRow,
  primaryKey: 'id',
  indexes: ['user_id'],
  pushes: false,
})
