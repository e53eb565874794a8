// /craftsman-register: the form's rules (spec section 5 plus the database's constraints) and the
// rows it writes: the user's profile (name, photo) and the craftsman profile. The phone is saved
// apart, to the server-only contact details (save-phone.ts).
import * as z from 'zod'
import {
  EXPERIENCE_LEVELS,
  PROVINCES,
  TRADE_SPECIALTIES,
  msg,
  nameSchema,
  phoneSchema,
  urlSchema,
} from '@/lib/validation/index.ts'
import type { CraftsmanProfileDoc } from '@/db/index.ts'
import {
  certificationsSchema,
  decodeCertifications,
  encodeCertifications,
  toCertificationInputs,
  type CertificationInput,
} from './certifications.ts'
import {
  hourlyRateSchema,
  optionalLongTextSchema,
  optionalTextSchema,
  rule,
  yearsSchema,
} from './form-rules.ts'
import { parseList } from './lists.ts'

export const BIO_MAX = 2000

export const craftsmanFormSchema = z.object({
  full_name: nameSchema,
  trades: z
    .array(z.enum(TRADE_SPECIALTIES, { error: msg('tradeSpecialtyInvalid') }))
    .min(1, { error: rule('tradesRequired') }),
  experience_level: z.enum(EXPERIENCE_LEVELS, { error: msg('experienceLevelRequired') }),
  years_experience: yearsSchema,
  hourly_rate: hourlyRateSchema,
  service_provinces: z.array(z.enum(PROVINCES, { error: msg('provinceInvalid') })),
  city: optionalTextSchema(2, 100),
  certifications: certificationsSchema,
  bio: optionalLongTextSchema(BIO_MAX),
  phone: phoneSchema,
  profile_image_url: urlSchema,
})

export type CraftsmanForm = z.output<typeof craftsmanFormSchema>

/** What the inputs hold (strings and lists). */
export interface CraftsmanFormValues {
  full_name: string
  trades: string[]
  experience_level: string
  years_experience: string
  hourly_rate: string
  service_provinces: string[]
  city: string
  certifications: CertificationInput[]
  bio: string
  phone: string
  profile_image_url: string
}

export const EMPTY_CRAFTSMAN_FORM: CraftsmanFormValues = {
  full_name: '',
  trades: [],
  experience_level: '',
  years_experience: '',
  hourly_rate: '',
  service_provinces: [],
  city: '',
  certifications: [],
  bio: '',
  phone: '',
  profile_image_url: '',
}

interface Existing {
  fullName: string | null
  profileImageUrl: string | null
  craftsman: CraftsmanProfileDoc | null
  /** The craftsman's contact number, read from the server (not in the replica). */
  phone: string | null
}

/** Starts from what the replica already holds (a registered craftsman edits their details). */
export function craftsmanFormValues({
  fullName,
  profileImageUrl,
  craftsman,
  phone,
}: Existing): CraftsmanFormValues {
  if (!craftsman) {
    return {
      ...EMPTY_CRAFTSMAN_FORM,
      phone: phone ?? '',
      full_name: fullName ?? '',
      profile_image_url: profileImageUrl ?? '',
    }
  }
  return {
    full_name: fullName ?? '',
    trades: parseList(craftsman.trades),
    experience_level: craftsman.experience_level,
    years_experience: String(craftsman.years_experience),
    hourly_rate: craftsman.hourly_rate === null ? '' : String(craftsman.hourly_rate),
    service_provinces: parseList(craftsman.service_provinces),
    city: craftsman.city ?? '',
    certifications: toCertificationInputs(decodeCertifications(craftsman.certifications)),
    bio: craftsman.bio ?? '',
    phone: phone ?? '',
    profile_image_url: profileImageUrl ?? '',
  }
}

/** The craftsman_profiles columns a valid form sets (user_id and created_at come from the caller). */
export function craftsmanRow(form: CraftsmanForm) {
  return {
    trades: JSON.stringify(form.trades),
    experience_level: form.experience_level,
    years_experience: form.years_experience,
    hourly_rate: form.hourly_rate ?? null,
    service_provinces: JSON.stringify(form.service_provinces),
    city: form.city ?? null,
    certifications: encodeCertifications(form.certifications),
    bio: form.bio ?? null,
  } satisfies Partial<CraftsmanProfileDoc>
}
