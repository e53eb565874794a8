import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
import { date, optionalText, sortDesc, text, timestamp, uuid } from './fields.ts'

export const jobApplicationRow = z.object({
  id: uuid,
  job_id: uuid,
  applicant_id: uuid,
  job_owner_id: uuid,
  cover_letter: text,
  proposed_rate: z.number(),
  relevant_experience: text,
  availability_start: date,
  /** One URL (a portfolio item's link or any work sample). */
  portfolio_items: optionalText,
  estimated_hours: z.number().nullable(),
  status: z.enum(['submitted', 'viewed', 'shortlisted', 'accepted', 'rejected', 'withdrawn']),
  created_at: timestamp,
})
export type JobApplicationDoc = z.infer<typeof jobApplicationRow> & { sort_desc: string }

export const jobApplications = defineCollection<JobApplicationDoc>({
  name: 'job_applications',
  row: jobApplicationRow,
  primaryKey: 'id',
  indexes: ['sort_desc', ['job_id', 'sort_desc'], ['applicant_id', 'sort_desc']],
  local: { sort_desc: sortDesc },
  // An applicant's offline edits of the draft keep their fields; the owner's status wins.
  merge: { kind: 'field-merge' },
})
