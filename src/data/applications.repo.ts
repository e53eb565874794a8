import type { Observable } from 'rxjs'
import type { AppDatabase, JobApplicationDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'

export class ApplicationsRepository extends Repository<JobApplicationDoc> {
  constructor(db: AppDatabase) {
    super(db, 'job_applications', (a) => a.cover_letter.slice(0, 60))
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

  withdraw(id: string): Promise<boolean> {
    return this.patch(id, { status: 'withdrawn' })
  }
}
