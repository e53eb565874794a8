import type { MangoQuerySelector } from 'rxdb'
import { audit, from, map, merge, of, switchMap, timer, type Observable } from 'rxjs'
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
/** While changes keep coming (a first sync), open$() waits this many times its last read's
 * duration between reads: re-reading thousands of jobs then takes at most a fifth of the time. */
const READ_PACE = 4

export class JobsRepository extends Repository<JobDoc> {
  constructor(db: AppDatabase) {
    super(db, 'jobs')
  }

  /** Newest first over the ascending sort key index (never a descending walk). */
  newest$(limit: number, filter: JobFilter = {}): Observable<JobDoc[]> {
    const selector: MangoQuerySelector<JobDoc> = { ...filter }
    return this.list$({ selector, sort: [{ sort_desc: 'asc' }], limit })
  }

  /**
   * Every open job, newest first (Find Jobs filters these in memory). Thousands of documents: a
   * live query would re-run on every change event while the worker writes a pulled batch, so this
   * re-reads SETTLE_MS after the collection changed, and no sooner than READ_PACE times the last
   * read's duration.
   */
  open$(): Observable<JobDoc[]> {
    const query = { selector: { status: 'open' as const }, sort: [{ sort_desc: 'asc' as const }] }
    let lastReadMs = 0
    const read = async () => {
      const started = performance.now()
      const docs = await this.collection.find(query).exec()
      lastReadMs = performance.now() - started
      return docs
    }
    const changed$ = this.collection.$.pipe(
      audit(() => timer(Math.max(SETTLE_MS, READ_PACE * lastReadMs))),
    )
    return merge(of(null), changed$).pipe(
      switchMap(() => from(read())),
      // The documents' own data, read-only, instead of a copy each (toJSON): thousands of copies
      // would cost the main thread time and a garbage collection right when the list arrives.
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
