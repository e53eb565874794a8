import type { Observable } from 'rxjs'
import type { AppDatabase, NavigationPreferencesDoc } from '@/db/index.ts'
import { Repository } from './repository.ts'

type Editable = Omit<NavigationPreferencesDoc, 'user_id' | 'created_at'>

/** The server's defaults for a new user (the new-user trigger creates the same row). */
export const defaultPreferences: Editable = {
  skill_level: 'beginner',
  show_advanced_features: false,
  preferred_workflow: 'default',
  dismissed_tooltips: '[]',
  favorite_actions: '[]',
  recent_activity: '[]',
  onboarding_active: false,
  language: 'en',
  notify_new_applications: true,
  notify_application_updates: true,
  notify_role_updates: true,
}

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
  async update(userId: string, patch: Partial<Editable>): Promise<void> {
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
