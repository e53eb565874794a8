// Field rules the registration and profile forms share. The spec's section-5 rules come from
// src/lib/validation; the rest mirror the database's CHECK constraints (supabase/README.md) so a
// form never sends what the server would refuse. Messages are i18n keys.
import * as z from 'zod'
import { msg, sanitiseRichText, textSchema } from '@/lib/validation/index.ts'

/** Keys of this feature's own messages (namespace `profiles`, object `rules`). */
export const rule = (key: RuleKey) => `profiles:rules.${key}` as const
export type RuleKey =
  | 'tradesRequired'
  | 'yearsRange'
  | 'hourlyRateMax'
  | 'businessNumber'
  | 'companySize'
  | 'certificationNumber'
  | 'certificationsMax'

export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v

/** Optional one-line text: blank is "not given", otherwise min..max after sanitising. */
export function optionalTextSchema(min: number, max: number) {
  return z.preprocess(blankToUndefined, textSchema(min, max).optional())
}

/** Optional long text (bio, description): paragraphs kept, at most `max` characters. */
export function optionalLongTextSchema(max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform(sanitiseRichText)
      .pipe(z.string().max(max, { error: msg('textMax') }))
      .optional(),
  )
}

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** Form inputs hand over strings (or numbers from number inputs); blank means not given. */
export function toNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') {
    const trimmed = value.trim()
    if (trimmed === '') return undefined
    return PLAIN_NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN
  }
  return value
}

export const YEARS_MAX = 60
export const HOURLY_RATE_MAX = 1000

/** Whole years 0-60 (craftsman_profiles_years_experience_range). Required. */
export const yearsSchema = z.preprocess(
  toNumber,
  z
    .number({
      error: (issue) => (issue.input === undefined ? msg('fieldRequired') : msg('numberInvalid')),
    })
    .refine(Number.isFinite, { error: msg('numberInvalid'), abort: true })
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= YEARS_MAX, { error: rule('yearsRange') }),
)

/** Optional hourly rate: above 0 (spec message) and at most 1000 (craftsman_profiles_hourly_rate_positive). */
export const hourlyRateSchema = z.preprocess(
  toNumber,
  z
    .number({ error: msg('numberInvalid') })
    .refine(Number.isFinite, { error: msg('numberInvalid'), abort: true })
    .refine((n) => n > 0, { error: msg('hourlyRateNotPositive'), abort: true })
    .refine((n) => n <= HOURLY_RATE_MAX, { error: rule('hourlyRateMax') })
    .optional(),
)
