// Server rows from search-jobs, checked by the replica's own job row schema and given the local
// fields a replicated job has, so cards and the detail page show them as any job. Loaded only
// when a server answer arrives: the collection definition stays out of Find Jobs' first paint.
import { jobRow, jobs, type JobDoc } from '@/db/job.schema.ts'

/** The row as a job document, or null when it is not a job row this app understands. */
export function toJobDoc(row: unknown): JobDoc | null {
  const parsed = jobRow.safeParse(row)
  if (!parsed.success) return null
  return jobs.withLocalFields(parsed.data)
}

/** The page's rows as job documents; rows that fail the schema are left out. */
export function toJobDocs(rows: readonly unknown[]): JobDoc[] {
  const out: JobDoc[] = []
  for (const row of rows) {
    const job = toJobDoc(row)
    if (job) out.push(job)
  }
  return out
}
