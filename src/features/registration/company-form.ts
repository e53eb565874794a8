// /company-register: the form's rules (spec section 5 plus the database's constraints) and the
// company_profiles columns it writes.
import * as z from 'zod'
import {
  PROVINCES,
  TRADE_SPECIALTIES,
  msg,
  phoneSchema,
  textSchema,
  urlSchema,
} from '@/lib/validation/index.ts'
import type { CompanyProfileDoc } from '@/db/index.ts'
import { blankToUndefined, optionalLongTextSchema, rule } from './form-rules.ts'
import { parseList } from './lists.ts'

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const
export const DESCRIPTION_MAX = 2000

/** Spaces and dashes people type ("123 456 789 RT 0001") are removed; letters uppercased. */
export function normaliseBusinessNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase()
}

/** CRA business number: 9 digits, optionally a program account (company_profiles_business_number_format). */
export const businessNumberSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform(normaliseBusinessNumber)
    .pipe(z.string().regex(/^\d{9}([A-Z]{2}\d{4})?$/, { error: rule('businessNumber') }))
    .optional(),
)

export const companyFormSchema = z.object({
  company_name: textSchema(2, 200),
  business_number: businessNumberSchema,
  province: z.enum(PROVINCES, { error: msg('provinceInvalid') }),
  city: textSchema(2, 100),
  trades_hired: z.array(z.enum(TRADE_SPECIALTIES, { error: msg('tradeSpecialtyInvalid') })),
  website_url: urlSchema,
  phone: phoneSchema,
  company_size: z.preprocess(
    blankToUndefined,
    z.enum(COMPANY_SIZES, { error: rule('companySize') }).optional(),
  ),
  description: optionalLongTextSchema(DESCRIPTION_MAX),
})

export type CompanyForm = z.output<typeof companyFormSchema>

export interface CompanyFormValues {
  company_name: string
  business_number: string
  province: string
  city: string
  trades_hired: string[]
  website_url: string
  phone: string
  company_size: string
  description: string
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  company_name: '',
  business_number: '',
  province: '',
  city: '',
  trades_hired: [],
  website_url: '',
  phone: '',
  company_size: '',
  description: '',
}

/** The form from the replica's company row and the company's contact number (server-only). */
export function companyFormValues(
  company: CompanyProfileDoc | null,
  phone: string | null = null,
): CompanyFormValues {
  if (!company) return { ...EMPTY_COMPANY_FORM, phone: phone ?? '' }
  return {
    company_name: company.company_name,
    business_number: company.business_number ?? '',
    province: company.province,
    city: company.city,
    trades_hired: parseList(company.trades_hired),
    website_url: company.website_url ?? '',
    phone: phone ?? '',
    company_size: company.company_size ?? '',
    description: company.description ?? '',
  }
}

export function companyRow(form: CompanyForm) {
  return {
    company_name: form.company_name,
    business_number: form.business_number ?? null,
    province: form.province,
    city: form.city,
    trades_hired: JSON.stringify(form.trades_hired),
    website_url: form.website_url ?? null,
    company_size: form.company_size ?? null,
    description: form.description ?? null,
  } satisfies Partial<CompanyProfileDoc>
}
