import type { MangoQuerySelector } from 'rxdb'
import type { Observable } from 'rxjs'
import type { AppDatabase, JobDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'

export interface JobFilter {
  status?: JobDoc['status']
  trade_specialty?: string
  location_province?: string
  owner_id?: string
}

export class JobsRepository extends Repository<JobDoc> {
  constructor(db: AppDatabase) {
    super(db, 'jobs', (j) => j.title)
  }

  /** Newest first over the ascending sort key index (never a descending walk). */
  newest$(limit: number, filter: JobFilter = {}): Observable<JobDoc[]> {
    const selector: MangoQuerySelector<JobDoc> = { ...filter }
    return this.list$({ selector, sort: [{ sort_desc: 'asc' }], limit })
  }

  /** Every open job, newest first (Find Jobs filters these in memory). */
  open$(): Observable<JobDoc[]> {
    return this.list$({ selector: { status: 'open' }, sort: [{ sort_desc: 'asc' }] })
  }

  /** A company's jobs in every status, newest first. */
  ownedBy$(ownerId: string): Observable<JobDoc[]> {
    return this.list$({ selector: { owner_id: ownerId }, sort: [{ sort_desc: 'asc' }] })
  }

  /** Jobs by id (the jobs behind a craftsman's applications). */
  byIds$(ids: readonly string[]): Observable<JobDoc[]> {
    return this.list$({ selector: { id: { $in: [...ids] } } })
  }
}
