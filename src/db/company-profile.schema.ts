import * as z from 'zod'
import { addFields, defineCollection, dropFields } from './collection-def.ts'
import { jsonList, optionalText, text, timestamp, uuid } from './fields.ts'

export const companyProfileRow = z.object({
  user_id: uuid,
  organization_id: uuid.nullable(),
  company_name: text,
  business_number: optionalText,
  province: text,
  city: text,
  trades_hired: jsonList,
  website_url: optionalText,
  company_size: optionalText,
  description: optionalText,
  logo_url: optionalText,
  /** The logo in the avatars bucket (file-columns.ts); logo_url is an older link. */
  logo_path: optionalText,
  created_at: timestamp,
})
export type CompanyProfileDoc = z.infer<typeof companyProfileRow>

export const companyProfiles = defineCollection<CompanyProfileDoc>({
  name: 'company_profiles',
  label: 'company_name',
  row: companyProfileRow,
  primaryKey: 'user_id',
  // v1: the phone moved to profile_contacts, which only the person and those allowed may read.
  // v2: the uploaded logo's path; pulled again so a logo set before the update arrives.
  version: 2,
  migrationStrategies: { 1: dropFields('phone'), 2: addFields({ logo_path: null }) },
  mappingVersion: 1,
  merge: { kind: 'field-merge', lists: { trades_hired: 'set' } },
})
