import { map, type Observable } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import { savedJobId, savedJobs, type SavedJobRow } from '@/db/saved-job.table.ts'
import { TableRepository } from './table-repository.ts'

/** Jobs a user saved: a bookmark that also keeps the job on the device (SYNC-SCOPE-1). */
export class SavedJobsRepository extends TableRepository<SavedJobRow> {
  constructor(db: AppDatabase) {
    super(db, savedJobs)
  }

  /** The ids of the jobs a user saved, newest save first. */
  jobIds$(userId: string): Observable<string[]> {
    return this.list$({ scope: userId }).pipe(map((rows) => rows.map((r) => r.job_id)))
  }

  async save(userId: string, jobId: string): Promise<void> {
    const id = savedJobId(userId, jobId)
    if (await this.get(id)) return
    await this.insert({ id, user_id: userId, job_id: jobId, created_at: new Date().toISOString() })
  }

  async unsave(userId: string, jobId: string): Promise<void> {
    await this.remove(savedJobId(userId, jobId))
  }
}
