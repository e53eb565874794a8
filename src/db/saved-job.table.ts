// Jobs a user saved (a bookmark that also keeps the job on the device: SYNC-SCOPE-1). One row per
// user and job, its id both, so saving on two devices offline makes one row.
import * as z from 'zod'
import { timestamp, uuid } from './fields.ts'
import { defineTable } from './table-def.ts'

export const savedJobRow = z.object({
  id: z.string().max(80),
  user_id: uuid,
  job_id: uuid,
  created_at: timestamp,
})
export type SavedJobRow = z.infer<typeof savedJobRow>

export const savedJobId = (userId: string, jobId: string): string => `${userId}:${jobId}`

export const savedJobs = defineTable({ name: 'saved_jobs', row: savedJobRow, scope: 'user_id' })
