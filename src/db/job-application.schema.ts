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
  /** When the company first answered (viewed, shortlisted, accepted or rejected); server time. */
  responded_at: timestamp.nullable(),
})
export type JobApplicationDoc = z.infer<typeof jobApplicationRow> & { sort_desc: string }

export const jobApplications = defineCollection<JobApplicationDoc>({
  name: 'job_applications',
  label: 'cover_letter',
  row: jobApplicationRow,
  primaryKey: 'id',
  indexes: ['sort_desc', ['job_id', 'sort_desc'], ['applicant_id', 'sort_desc']],
  local: { sort_desc: sortDesc },
  // v1 adds responded_at (the dashboard's time to first response). Documents stored before it
  // lack the column, so the checkpoint is dropped and every application is pulled again.
  version: 1,
  migrationStrategies: {
    1: (old: Record<string, unknown>) => ({ ...old, responded_at: null }),
  },
  mappingVersion: 1,
  // An applicant's offline edits of the draft keep their fields; the owner's status wins.
  merge: { kind: 'field-merge' },
})
