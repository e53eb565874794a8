// A new user's navigation preferences, kept apart from the repository so the shell can read them
// without loading the replica's code.
import type { NavigationPreferencesDoc } from '@/db/index.ts'

export type EditablePreferences = Omit<NavigationPreferencesDoc, 'user_id' | 'created_at'>

/** The server's defaults for a new user (the new-user trigger creates the same row). */
export const defaultPreferences: EditablePreferences = {
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
