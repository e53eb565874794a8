import * as z from 'zod'
import { defineCollection } from './collection-def.ts'
import { jsonList, text, timestamp, uuid } from './fields.ts'

export const navigationPreferencesRow = z.object({
  user_id: uuid,
  skill_level: z.enum(['beginner', 'intermediate', 'advanced']),
  show_advanced_features: z.boolean(),
  preferred_workflow: text,
  dismissed_tooltips: jsonList,
  favorite_actions: jsonList,
  /** Action names, newest first, at most 10. */
  recent_activity: jsonList,
  onboarding_active: z.boolean(),
  language: z.enum(['en', 'fr']),
  notify_new_applications: z.boolean(),
  notify_application_updates: z.boolean(),
  notify_role_updates: z.boolean(),
  created_at: timestamp,
})
export type NavigationPreferencesDoc = z.infer<typeof navigationPreferencesRow>

export const navigationPreferences = defineCollection<NavigationPreferencesDoc>({
  name: 'navigation_preferences',
  row: navigationPreferencesRow,
  primaryKey: 'user_id',
  merge: {
    kind: 'field-merge',
    lists: { dismissed_tooltips: 'set', favorite_actions: 'set', recent_activity: 'recent' },
  },
})
