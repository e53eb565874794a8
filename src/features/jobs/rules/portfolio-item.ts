// A portfolio item (server: portfolio_items_* constraints) built from the shared section-5 rules.
import * as z from 'zod'
import type { PortfolioItemDoc } from '@/db/index.ts'
import {
  dateSchema,
  msg,
  sanitiseRichText,
  TRADE_SPECIALTIES,
  textSchema,
  urlSchema,
} from '@/lib/validation/index.ts'

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const portfolioItemSchema = z.object({
  title: textSchema(2, 120),
  description: z.preprocess(
    blank,
    z
      .string()
      .transform(sanitiseRichText)
      .pipe(z.string().max(2000, { error: msg('textMax') }))
      .optional(),
  ),
  url: urlSchema,
  trade: z.preprocess(
    blank,
    z.enum(TRADE_SPECIALTIES, { error: msg('tradeSpecialtyInvalid') }).optional(),
  ),
  completed_on: z.preprocess(blank, dateSchema.optional()),
})

export type PortfolioItemForm = z.output<typeof portfolioItemSchema>
export interface PortfolioItemValues {
  title: string
  description: string
  url: string
  trade: string
  completed_on: string
}

export const EMPTY_PORTFOLIO_ITEM: PortfolioItemValues = {
  title: '',
  description: '',
  url: '',
  trade: '',
  completed_on: '',
}

export function portfolioValues(item: PortfolioItemDoc): PortfolioItemValues {
  return {
    title: item.title,
    description: item.description ?? '',
    url: item.url ?? '',
    trade: item.trade ?? '',
    completed_on: item.completed_on ?? '',
  }
}

/** The fields a save writes (new items also get id, user_id, image_url and created_at). */
export function portfolioFields(form: PortfolioItemForm) {
  return {
    title: form.title,
    description: form.description ?? null,
    url: form.url ?? null,
    trade: form.trade ?? null,
    completed_on: form.completed_on ?? null,
  }
}
