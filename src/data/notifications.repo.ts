import { map, type Observable } from 'rxjs'
import type { AppDatabase, NotificationDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'
import { NOTIFICATIONS_SHOWN } from './notifications-shown.ts'

/** The bell shows the 20 newest (spec section 9). */

export class NotificationsRepository extends Repository<NotificationDoc> {
  constructor(db: AppDatabase) {
    super(db, 'notifications')
  }

  latest$(userId: string, limit = NOTIFICATIONS_SHOWN): Observable<NotificationDoc[]> {
    return this.list$({ selector: { user_id: userId }, sort: [{ sort_desc: 'asc' }], limit })
  }

  /**
   * Every unread notification of the user, not only the 20 the bell lists: the badge counts what
   * is waiting. A find, not a count query: `read` is not indexed, and RxDB only counts over a
   * selector its index fully covers.
   */
  unreadCount$(userId: string): Observable<number> {
    return this.collection
      .find({ selector: { user_id: userId, read: false } })
      .$.pipe(map((docs) => docs.length))
  }

  /** Unread becomes read; never reversed (spec section 4). */
  async markRead(id: string): Promise<void> {
    const n = await this.get(id)
    if (n && !n.read) await this.patch(id, { read: true })
  }

  async markAllRead(userId: string): Promise<number> {
    const unread = await this.collection.find({ selector: { user_id: userId, read: false } }).exec()
    return this.patchMany(
      unread.map((n) => n.id),
      { read: true },
    )
  }
}
