import { map, type Observable } from 'rxjs'
import type { AppDatabase, JobApplicationDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'

export class ApplicationsRepository extends Repository<JobApplicationDoc> {
  constructor(db: AppDatabase) {
    super(db, 'job_applications')
  }

  mine$(applicantId: string, limit = 100): Observable<JobApplicationDoc[]> {
    return this.list$({
      selector: { applicant_id: applicantId },
      sort: [{ sort_desc: 'asc' }],
      limit,
    })
  }

  forJob$(jobId: string, limit = 100): Observable<JobApplicationDoc[]> {
    return this.list$({ selector: { job_id: jobId }, sort: [{ sort_desc: 'asc' }], limit })
  }

  /** Every application to a company's jobs. */
  toOwner$(ownerId: string): Observable<JobApplicationDoc[]> {
    return this.list$({ selector: { job_owner_id: ownerId }, sort: [{ sort_desc: 'asc' }] })
  }

  /** The user's application to one job, if any (one per job per craftsman). */
  forJobBy$(jobId: string, applicantId: string): Observable<JobApplicationDoc | null> {
    return this.list$({ selector: { job_id: jobId, applicant_id: applicantId }, limit: 1 }).pipe(
      map((rows) => rows[0] ?? null),
    )
  }

  setStatus(id: string, status: JobApplicationDoc['status']): Promise<boolean> {
    return this.patch(id, { status })
  }

  withdraw(id: string): Promise<boolean> {
    return this.patch(id, { status: 'withdrawn' })
  }
}
