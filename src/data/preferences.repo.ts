import type { Observable } from 'rxjs'
import type { AppDatabase, NavigationPreferencesDoc } from '@/db/index.ts'
import { defaultPreferences, type EditablePreferences } from './default-preferences.ts'
import { Repository } from './repository.ts'

export class PreferencesRepository extends Repository<NavigationPreferencesDoc> {
  constructor(db: AppDatabase) {
    super(db, 'navigation_preferences')
  }

  of$(userId: string): Observable<NavigationPreferencesDoc | null> {
    return this.one$(userId)
  }

  /**
   * Changes preferences; before the server's row has arrived it creates one with the defaults
   * (a conflict with the server's row then merges field by field, SPEC SYNC-CONF-2).
   */
  async update(userId: string, patch: Partial<EditablePreferences>): Promise<void> {
    if (await this.patch(userId, patch)) return
    try {
      await this.insert({
        ...defaultPreferences,
        ...patch,
        user_id: userId,
        created_at: new Date().toISOString(),
      })
    } catch (error) {
      // The server's row arrived between the two steps: change it instead.
      if (!(await this.patch(userId, patch))) throw error
    }
  }
}
