// Certifications (Red Seal endorsements, provincial certificates of qualification): the form's
// rules, the database's JSON text encoding (craftsman_profiles_certifications_valid) and the
// expiry status a profile shows.
import * as z from 'zod'
import { dateSchema, parseIsoDate, textSchema } from '@/lib/validation/index.ts'
import { blankToUndefined, optionalTextSchema, rule } from './form-rules.ts'

export const CERTIFICATIONS_MAX = 20
/** Within this many days of expiry a certificate is flagged "expires soon". */
export const EXPIRY_WARNING_DAYS = 90

/** What the form edits: strings, blank = not given. */
export interface CertificationInput {
  name: string
  number: string
  issuer: string
  expires_on: string
}

export interface Certification {
  name: string
  number?: string
  issuer?: string
  expires_on?: string | null
}

export const EMPTY_CERTIFICATION: CertificationInput = {
  name: '',
  number: '',
  issuer: '',
  expires_on: '',
}

export const certificationSchema = z.object({
  name: textSchema(2, 120),
  number: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/, { error: rule('certificationNumber') })
      .optional(),
  ),
  issuer: optionalTextSchema(2, 120),
  expires_on: z.preprocess(blankToUndefined, dateSchema.optional()),
})

export const certificationsSchema = z
  .array(certificationSchema)
  .max(CERTIFICATIONS_MAX, { error: rule('certificationsMax') })

/** The database's JSON text (`null` expiry when none is given). */
export function encodeCertifications(
  list: readonly z.output<typeof certificationSchema>[],
): string {
  return JSON.stringify(
    list.map((c) => ({
      name: c.name,
      ...(c.number ? { number: c.number } : {}),
      ...(c.issuer ? { issuer: c.issuer } : {}),
      expires_on: c.expires_on ?? null,
    })),
  )
}

const storedCertification = z.object({
  name: z.string(),
  number: z.string().nullish(),
  issuer: z.string().nullish(),
  expires_on: z.string().nullish(),
})

/** Reads the stored JSON text; anything malformed reads as no certifications. */
export function decodeCertifications(text: string | null | undefined): Certification[] {
  try {
    const parsed = z.array(storedCertification).safeParse(JSON.parse(text ?? '[]'))
    if (!parsed.success) return []
    return parsed.data.map((c) => ({
      name: c.name,
      ...(c.number ? { number: c.number } : {}),
      ...(c.issuer ? { issuer: c.issuer } : {}),
      expires_on: c.expires_on ?? null,
    }))
  } catch {
    return []
  }
}

export function toCertificationInputs(list: readonly Certification[]): CertificationInput[] {
  return list.map((c) => ({
    name: c.name,
    number: c.number ?? '',
    issuer: c.issuer ?? '',
    expires_on: c.expires_on ?? '',
  }))
}

export type ExpiryStatus = 'none' | 'valid' | 'expiringSoon' | 'expired'

/** A certificate is valid through its expiry day. */
export function expiryStatus(expiresOn: string | null | undefined, now: Date): ExpiryStatus {
  if (!expiresOn) return 'none'
  const date = parseIsoDate(expiresOn)
  if (!date) return 'none'
  const endOfDay = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1)
  if (endOfDay.getTime() <= now.getTime()) return 'expired'
  const warnFrom = new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() - EXPIRY_WARNING_DAYS,
  )
  return now.getTime() >= warnFrom.getTime() ? 'expiringSoon' : 'valid'
}
