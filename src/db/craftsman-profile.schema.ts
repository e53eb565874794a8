import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
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
  phone: optionalText,
  is_available: z.boolean(),
  created_at: timestamp,
})
export type CraftsmanProfileDoc = z.infer<typeof craftsmanProfileRow>

export const craftsmanProfiles = defineCollection<CraftsmanProfileDoc>({
  name: 'craftsman_profiles',
  row: craftsmanProfileRow,
  primaryKey: 'user_id',
  merge: { kind: 'field-merge', lists: { trades: 'set', service_provinces: 'set' } },
})
