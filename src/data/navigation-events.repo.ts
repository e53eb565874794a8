import type { AppDatabase, NavigationEventDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'

export type NewNavigationEvent = Omit<NavigationEventDoc, 'id' | 'created_at'>

/** Tracking events waiting on this device; the worker sends them (push-only, SYNC-PUSH-5). */
export class NavigationEventsRepository extends Repository<NavigationEventDoc> {
  constructor(db: AppDatabase) {
    super(db, 'navigation_events', (e) => e.action)
  }

  async queue(event: NewNavigationEvent): Promise<NavigationEventDoc> {
    return this.insert({ ...event, id: crypto.randomUUID(), created_at: new Date().toISOString() })
  }
}
