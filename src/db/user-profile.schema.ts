import * as z from 'zod'
import { defineCollection, dropFields } from './collection-def.ts'
import { optionalText, text, timestamp, uuid } from './fields.ts'

export const userProfileRow = z.object({
  user_id: uuid,
  default_role: text,
  full_name: optionalText,
  profile_image_url: optionalText,
  bio: optionalText,
  created_at: timestamp,
})
export type UserProfileDoc = z.infer<typeof userProfileRow>

export const userProfiles = defineCollection<UserProfileDoc>({
  name: 'user_profiles',
  row: userProfileRow,
  primaryKey: 'user_id',
  // v1: the phone moved to profile_contacts, which only the person and those allowed may read.
  version: 1,
  migrationStrategies: { 1: dropFields('phone') },
  merge: { kind: 'field-merge' },
})
