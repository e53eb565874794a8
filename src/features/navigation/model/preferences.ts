// Preferences between the replica document (JSON list text, snake_case) and the navigation
// context, and the spec's legacy local-storage values (section 3) that are migrated once.
import * as z from 'zod/mini'
import { skillLevelOf } from './context-rules.ts'
import { RECENT_ACTIVITY_MAX, type NavPreferences, type SkillLevel } from './types.ts'

export const DEFAULT_PREFERENCES: NavPreferences = {
  showAdvancedFeatures: false,
  preferredWorkflow: 'default',
  dismissedTooltips: [],
  favoriteActions: [],
}

/** Parses a JSON list column; anything else reads as empty. */
export function parseList(text: string | null | undefined): string[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export interface PreferencesRow {
  skill_level: string
  show_advanced_features: boolean
  preferred_workflow: string
  dismissed_tooltips: string
  favorite_actions: string
  recent_activity: string
}

export interface StoredNavigation {
  skillLevel: SkillLevel
  recentActivity: string[]
  preferences: NavPreferences
}

export function fromRow(row: PreferencesRow | null): StoredNavigation {
  if (!row) return { skillLevel: 'beginner', recentActivity: [], preferences: DEFAULT_PREFERENCES }
  return {
    skillLevel: skillLevelOf(row.skill_level),
    recentActivity: parseList(row.recent_activity).slice(0, RECENT_ACTIVITY_MAX),
    preferences: {
      showAdvancedFeatures: row.show_advanced_features,
      preferredWorkflow: row.preferred_workflow || 'default',
      dismissedTooltips: parseList(row.dismissed_tooltips),
      favoriteActions: parseList(row.favorite_actions),
    },
  }
}

const strings = z.catch(z.array(z.string().check(z.maxLength(100))), [])
/** Left out (undefined) when malformed. */
const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** navigation_prefs_{userId}: every field optional, bad fields ignored. */
export const legacyPrefsSchema = z.object({
  showAdvancedFeatures: dropped(z.boolean()),
  dismissedTooltips: z.optional(strings),
  skillLevel: dropped(z.enum(['beginner', 'intermediate', 'advanced'])),
  preferredWorkflow: dropped(z.string().check(z.minLength(1), z.maxLength(100))),
  favoriteActions: z.optional(strings),
  recentActivity: z.optional(strings),
})
export type LegacyPrefs = z.infer<typeof legacyPrefsSchema>

/** time_spent_{userId}: page -> accumulated milliseconds. */
export const legacyTimeSchema = z.record(z.string(), z.number().check(z.nonnegative()))

export const legacyPrefsKey = (userId: string) => `navigation_prefs_${userId}`
export const legacyTimeKey = (userId: string) => `time_spent_${userId}`

export function parseLegacy<T>(schema: z.ZodMiniType<T>, raw: string | null): T | null {
  if (raw === null) return null
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])]

/** The replica patch that folds legacy values into the current document (lists merge). */
export function mergeLegacy(current: StoredNavigation, legacy: LegacyPrefs) {
  return {
    skill_level: legacy.skillLevel ?? current.skillLevel,
    show_advanced_features: legacy.showAdvancedFeatures ?? current.preferences.showAdvancedFeatures,
    preferred_workflow: legacy.preferredWorkflow ?? current.preferences.preferredWorkflow,
    dismissed_tooltips: JSON.stringify(
      union(current.preferences.dismissedTooltips, legacy.dismissedTooltips ?? []).slice(0, 100),
    ),
    favorite_actions: JSON.stringify(
      union(current.preferences.favoriteActions, legacy.favoriteActions ?? []).slice(0, 50),
    ),
    recent_activity: JSON.stringify(
      union(current.recentActivity, legacy.recentActivity ?? []).slice(0, RECENT_ACTIVITY_MAX),
    ),
  }
}
