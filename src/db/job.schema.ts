import * as z from 'zod'
import { PAY_UNITS, payUnitFromAmounts } from '@/lib/pay-unit.ts'
import { HIRING_ROLES } from '@/lib/role-sets.ts'
import { defineCollection } from './collection-def.ts'
import { jsonList, optionalText, sortDesc, text, timestamp, uuid } from './fields.ts'

export const jobRow = z.object({
  id: uuid,
  owner_id: uuid,
  organization_id: uuid.nullable(),
  title: text,
  description: text,
  trade_specialty: text,
  experience_level: z.enum(['entry', 'intermediate', 'experienced', 'expert']),
  location_city: text,
  location_province: text,
  work_type: z.enum(['full_time', 'part_time', 'contract', 'temporary']),
  duration: optionalText,
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  /** What the range is per: an hour, a year or the whole contract (issue 41). */
  pay_unit: z.enum(PAY_UNITS),
  urgency: z.enum(['normal', 'urgent', 'asap']),
  requirements: jsonList,
  benefits: jsonList,
  is_featured: z.boolean(),
  status: z.enum(['open', 'closed', 'filled']),
  created_at: timestamp,
})
export type JobDoc = z.infer<typeof jobRow> & { sort_desc: string }

export const jobs = defineCollection<JobDoc>({
  name: 'jobs',
  label: 'title',
  row: jobRow,
  primaryKey: 'id',
  // Only indexes a query uses: every index is written with each of the thousands of jobs a first
  // sync stores (v2 dropped trade and province, which Find Jobs filters in memory).
  indexes: ['sort_desc', ['status', 'sort_desc'], ['owner_id', 'sort_desc']],
  maxLengths: { status: 10 },
  // Those who hire post and edit jobs; a craftsman's device only reads the board (SYNC-PUSH-6).
  writers: HIRING_ROLES,
  local: { sort_desc: sortDesc },
  // v1 adds pay_unit. Stored jobs (and RxDB's copies of their server state, which it migrates the
  // same way) get the unit the server's migration gave them from their amounts, so an unsent
  // edit stays an edit of the row the server has. The mapping changed, so every job is pulled
  // again (SYNC-MIG-2): a unit set on the server after its migration reaches the device.
  // v2 only drops two indexes: stored jobs are kept as they are.
  version: 2,
  migrationStrategies: {
    1: (old: Record<string, unknown>) => ({
      ...old,
      pay_unit: payUnitFromAmounts(
        typeof old['budget_max'] === 'number' ? old['budget_max'] : null,
        String(old['work_type']),
      ),
    }),
    2: (old: Record<string, unknown>) => old,
  },
  mappingVersion: 1,
})
