// Finished work a craftsman shows on the profile, in the shared collection (SPEC SYNC-MUX-1;
// carried over from its own collection by SYNC-MIG-3). Listed newest first per user.
import * as z from 'zod'
import { date, jsonList, optionalText, text, timestamp, uuid } from './fields.ts'
import { defineTable } from './table-def.ts'

export const portfolioItemRow = z.object({
  id: uuid,
  user_id: uuid,
  title: text,
  description: optionalText,
  url: optionalText,
  image_url: optionalText,
  /** Paths in the portfolio bucket, a JSON list (file-columns.ts); none on rows stored before. */
  photos: z.preprocess((v) => v ?? '[]', jsonList),
  trade: optionalText,
  completed_on: date.nullable(),
  created_at: timestamp,
})
export type PortfolioItemDoc = z.infer<typeof portfolioItemRow>

export const portfolioItems = defineTable({
  name: 'portfolio_items',
  label: 'title',
  row: portfolioItemRow,
  scope: 'user_id',
  // An item edited on two devices offline keeps each device's changed fields (SYNC-CONF-2).
  merge: { kind: 'field-merge' },
  // 1: photos; pulled again so photos added before the update arrive.
  mappingVersion: 1,
})
