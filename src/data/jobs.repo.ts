import type { MangoQuerySelector } from 'rxdb'
import { auditTime, from, map, merge, of, switchMap, type Observable } from 'rxjs'
import type { AppDatabase, JobDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'

export interface JobFilter {
  status?: JobDoc['status']
  trade_specialty?: string
  location_province?: string
  owner_id?: string
}

/** How long a burst of changes may last before open$() re-reads. */
const SETTLE_MS = 200

export class JobsRepository extends Repository<JobDoc> {
  constructor(db: AppDatabase) {
    super(db, 'jobs', (j) => j.title)
  }

  /** Newest first over the ascending sort key index (never a descending walk). */
  newest$(limit: number, filter: JobFilter = {}): Observable<JobDoc[]> {
    const selector: MangoQuerySelector<JobDoc> = { ...filter }
    return this.list$({ selector, sort: [{ sort_desc: 'asc' }], limit })
  }

  /**
   * Every open job, newest first (Find Jobs filters these in memory). Thousands of documents: a
   * live query would re-run on every change event while the worker writes a pulled batch, so this
   * re-reads at most once per SETTLE_MS after the collection changed.
   */
  open$(): Observable<JobDoc[]> {
    const query = { selector: { status: 'open' as const }, sort: [{ sort_desc: 'asc' as const }] }
    return merge(of(null), this.collection.$.pipe(auditTime(SETTLE_MS))).pipe(
      switchMap(() => from(this.collection.find(query).exec())),
      // The documents' own data, read-only, instead of a copy each (toJSON): 10,000 copies cost
      // the main thread tens of ms and a garbage collection right when the list arrives.
      map((docs) => docs.map((d) => d._data as unknown as JobDoc)),
    )
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
