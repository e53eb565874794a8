import type { Observable } from 'rxjs'
import type { AppDatabase, PageTimeSpentDoc } from '@/db/index.ts'
import { pageTimeSpent } from '@/db/page-time-spent.table.ts'
import { TableRepository } from './table-repository.ts'

export class TimeSpentRepository extends TableRepository<PageTimeSpentDoc> {
  constructor(db: AppDatabase) {
    super(db, pageTimeSpent)
  }

  /** Every device's rows of the user (visits and time per page add up across devices). */
  ofUser$(userId: string): Observable<PageTimeSpentDoc[]> {
    return this.list$({ scope: userId })
  }

  /** Adds time on this device's row for the page (rows only grow; one writer per row). */
  async record(userId: string, deviceId: string, page: string, seconds: number): Promise<void> {
    const id = `${userId}:${deviceId}:${page}`.slice(0, 200)
    const now = new Date().toISOString()
    const existing = await this.get(id)
    if (existing) {
      await this.patch(id, {
        seconds: existing.seconds + Math.round(seconds),
        visits: existing.visits + 1,
        last_visited_at: now,
      })
      return
    }
    await this.insert({
      id,
      user_id: userId,
      device_id: deviceId,
      page,
      seconds: Math.round(seconds),
      visits: 1,
      last_visited_at: now,
      created_at: now,
    })
  }
}
