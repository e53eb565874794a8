import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
import { date, optionalText, sortDesc, text, timestamp, uuid } from './fields.ts'

export const portfolioItemRow = z.object({
  id: uuid,
  user_id: uuid,
  title: text,
  description: optionalText,
  url: optionalText,
  image_url: optionalText,
  trade: optionalText,
  completed_on: date.nullable(),
  created_at: timestamp,
})
export type PortfolioItemDoc = z.infer<typeof portfolioItemRow> & { sort_desc: string }

export const portfolioItems = defineCollection<PortfolioItemDoc>({
  name: 'portfolio_items',
  row: portfolioItemRow,
  primaryKey: 'id',
  indexes: [['user_id', 'sort_desc']],
  local: { sort_desc: sortDesc },
  merge: { kind: 'field-merge' },
})
