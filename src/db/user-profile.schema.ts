import * as z from 'zod'
import { addFields, defineCollection, dropFields } from './collection-def.ts'
import { optionalText, text, timestamp, uuid } from './fields.ts'

export const userProfileRow = z.object({
  user_id: uuid,
  default_role: text,
  full_name: optionalText,
  profile_image_url: optionalText,
  /** The photo in the avatars bucket (file-columns.ts); profile_image_url is an older link. */
  avatar_path: optionalText,
  bio: optionalText,
  created_at: timestamp,
})
export type UserProfileDoc = z.infer<typeof userProfileRow>

export const userProfiles = defineCollection<UserProfileDoc>({
  name: 'user_profiles',
  label: 'full_name',
  row: userProfileRow,
  primaryKey: 'user_id',
  // v1: the phone moved to profile_contacts, which only the person and those allowed may read.
  // v2: the uploaded photo's path; pulled again so a photo set before the update arrives.
  version: 2,
  migrationStrategies: { 1: dropFields('phone'), 2: addFields({ avatar_path: null }) },
  mappingVersion: 1,
  merge: { kind: 'field-merge' },
})
