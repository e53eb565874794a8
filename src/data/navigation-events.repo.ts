import type { AppDatabase, NavigationEventDoc } from '@/db/index.ts'
import { navigationEvents } from '@/db/navigation-event.table.ts'
import { TableRepository } from './table-repository.ts'

export type NewNavigationEvent = Omit<NavigationEventDoc, 'id' | 'created_at'>

/** Tracking events waiting on this device; the worker sends them (push-only, SYNC-PUSH-5). */
export class NavigationEventsRepository extends TableRepository<NavigationEventDoc> {
  constructor(db: AppDatabase) {
    super(db, navigationEvents)
  }

  async queue(event: NewNavigationEvent): Promise<NavigationEventDoc> {
    return this.insert({ ...event, id: crypto.randomUUID(), created_at: new Date().toISOString() })
  }
}
