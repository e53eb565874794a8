import * as z from 'zod'
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
  row: jobRow,
  primaryKey: 'id',
  indexes: [
    'sort_desc',
    ['status', 'sort_desc'],
    ['trade_specialty', 'sort_desc'],
    ['location_province', 'sort_desc'],
    ['owner_id', 'sort_desc'],
  ],
  maxLengths: { status: 10, trade_specialty: 40, location_province: 40 },
  local: { sort_desc: sortDesc },
})
