// The navigation helper's shapes (spec section 3: navigation context, suggestion, tooltip
// definition, quick action).

import type { NavRole } from '@/lib/page-registry.ts'

export type { NavRole, SkillLevel } from '@/lib/page-registry.ts'
/** Tooltip rules also name these (spec section 3). */
export type TooltipRole = NavRole | 'new_user' | 'admin'

export type SuggestionType = 'quick_action' | 'tooltip' | 'workflow' | 'ai' | 'static' | 'recent'

export interface NavPreferences {
  showAdvancedFeatures: boolean
  preferredWorkflow: string
  dismissedTooltips: string[]
  favoriteActions: string[]
}

export interface Suggestion {
  id: string
  type: SuggestionType
  title: string
  description: string
  /** A route path ("/jobs") or a command name ("cmd:toggle-advanced"). */
  action: string
  priority: number
  triggers: string[]
  category: string
  aiGenerated: boolean
  icon: string
}

/** A suggestion as the palette shows it. */
export interface PaletteItem extends Suggestion {
  isRecent: boolean
}

export const RECENT_ACTIVITY_MAX = 10
