// Applying to a job: who may apply, what may change after, and the row the replica stores.
// The server enforces the same (job_applications_* constraints, see supabase/README.md).
import type { JobApplicationDoc, JobDoc } from '@/db/index.ts'
import type { ApplicationForm } from '@/lib/validation/index.ts'

export type ApplicationStatus = JobApplicationDoc['status']

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'viewed',
  'shortlisted',
  'accepted',
  'rejected',
  'withdrawn',
]

/** Why the Apply form is not offered, as an i18n key, or null when the user may apply. */
export type ApplyBlock = 'jobs:apply.ownJob' | 'jobs:apply.alreadyApplied' | 'jobs:apply.jobClosed'

export function applyBlock(
  job: Pick<JobDoc, 'owner_id' | 'status'>,
  userId: string,
  existing: Pick<JobApplicationDoc, 'status'> | null,
): ApplyBlock | null {
  if (job.owner_id === userId) return 'jobs:apply.ownJob'
  if (existing) return 'jobs:apply.alreadyApplied'
  if (job.status !== 'open') return 'jobs:apply.jobClosed'
  return null
}

/** The applicant may withdraw until the company decided (accepted or rejected). */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status === 'submitted' || status === 'viewed' || status === 'shortlisted'
}

/**
 * What the applicant's list says of an application the server has: "Received by the company"
 * while it is only submitted, else its real status ("Withdrawn", "Not selected", ...).
 */
export function syncedApplicationKey(
  status: ApplicationStatus,
): 'jobs:delivery.synced' | `jobs:applicationStatus.${ApplicationStatus}` {
  return status === 'submitted' ? 'jobs:delivery.synced' : `jobs:applicationStatus.${status}`
}

/** A withdrawn application may be sent again while the job is open. */
export function canResubmit(status: ApplicationStatus, jobStatus: JobDoc['status']): boolean {
  return status === 'withdrawn' && jobStatus === 'open'
}

/** What the company may set next; nothing once withdrawn. */
export function reviewerActions(status: ApplicationStatus): ApplicationStatus[] {
  if (status === 'withdrawn') return []
  const next: ApplicationStatus[] = ['shortlisted', 'accepted', 'rejected']
  return next.filter((s) => s !== status)
}

/** Open = still in play for the applicant. */
export function isOpenApplication(status: ApplicationStatus): boolean {
  return status === 'submitted' || status === 'viewed' || status === 'shortlisted'
}

type ApplicationRow = Omit<JobApplicationDoc, 'sort_desc'>

export function applicationRow(
  form: ApplicationForm,
  ids: { id: string; jobId: string; applicantId: string; jobOwnerId: string },
  createdAt: string,
): ApplicationRow {
  return {
    id: ids.id,
    job_id: ids.jobId,
    applicant_id: ids.applicantId,
    job_owner_id: ids.jobOwnerId,
    cover_letter: form.cover_letter,
    proposed_rate: form.proposed_rate,
    relevant_experience: form.relevant_experience,
    availability_start: form.availability_start,
    portfolio_items: form.portfolio_items ?? null,
    estimated_hours: form.estimated_hours ?? null,
    status: 'submitted',
    created_at: createdAt,
    // Stamped by the server on the company's first answer (a client value is ignored).
    responded_at: null,
  }
}

/** Counts per status, every status present (zero included). */
export function countByStatus(
  applications: ReadonlyArray<Pick<JobApplicationDoc, 'status'>>,
): Record<ApplicationStatus, number> {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >
  for (const a of applications) counts[a.status] += 1
  return counts
}

/** Applications grouped by status in the order the page shows them. */
export function groupByStatus<T extends Pick<JobApplicationDoc, 'status'>>(
  applications: readonly T[],
): Array<{ status: ApplicationStatus; items: T[] }> {
  return APPLICATION_STATUSES.map((status) => ({
    status,
    items: applications.filter((a) => a.status === status),
  })).filter((g) => g.items.length > 0)
}
