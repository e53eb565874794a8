import type { Observable } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import { jobScopePreferences, type JobScopePreferenceRow } from '@/db/job-scope-preference.table.ts'
import { TableRepository } from './table-repository.ts'

/** The region a user's devices keep jobs for (SYNC-SCOPE-1), chosen in Settings. */
export class JobScopeRepository extends TableRepository<JobScopePreferenceRow> {
  constructor(db: AppDatabase) {
    super(db, jobScopePreferences)
  }

  of$(userId: string): Observable<JobScopePreferenceRow | null> {
    return this.one$(userId)
  }

  async set(userId: string, provinces: readonly string[], trades: readonly string[]) {
    const lists = { provinces: JSON.stringify(provinces), trades: JSON.stringify(trades) }
    if (await this.patch(userId, lists)) return
    await this.insert({ user_id: userId, ...lists, created_at: new Date().toISOString() })
  }
}
