import * as z from 'zod'
import { defineCollection, dropFields } from './collection-def.ts'
import { jsonList, optionalText, timestamp, uuid } from './fields.ts'

export const craftsmanProfileRow = z.object({
  user_id: uuid,
  trades: jsonList,
  experience_level: z.enum(['entry', 'intermediate', 'experienced', 'expert']),
  years_experience: z.number().int(),
  hourly_rate: z.number().nullable(),
  service_provinces: jsonList,
  city: optionalText,
  /** JSON text: [{name, number?, issuer?, expires_on?}] */
  certifications: jsonList,
  bio: optionalText,
  is_available: z.boolean(),
  created_at: timestamp,
})
export type CraftsmanProfileDoc = z.infer<typeof craftsmanProfileRow>

export const craftsmanProfiles = defineCollection<CraftsmanProfileDoc>({
  name: 'craftsman_profiles',
  row: craftsmanProfileRow,
  primaryKey: 'user_id',
  // v1: the phone moved to profile_contacts, which only the person and those allowed may read.
  version: 1,
  migrationStrategies: { 1: dropFields('phone') },
  merge: { kind: 'field-merge', lists: { trades: 'set', service_provinces: 'set' } },
})
