// Navigation actions by role and level (spec section 6), as palette entries: the pages' actions in
// the page registry, plus Get Started. Titles and descriptions are catalogue keys under
// navigation:actions.<key>.
import { PROFILE_INCOMPLETE } from './context-rules.ts'
import type { NavRole, SkillLevel, SuggestionType } from './types.ts'
import { ALL_PAGES, type ActionAudience, type PaletteCategory } from '@/lib/page-registry.ts'

export interface ActionDescriptor {
  id: string
  /** Catalogue key under navigation:actions. */
  key: string
  type: SuggestionType
  action: string
  priority: number
  category: CategoryKey
  triggers: string[]
  icon: string
}

export type CategoryKey = PaletteCategory

export interface ActionContext {
  signedIn: boolean
  role: NavRole
  level: SkillLevel
  showAdvancedFeatures: boolean
  path: string
  recentActivity: readonly string[]
}

const GET_STARTED: ActionDescriptor = {
  id: 'workflow-get-started',
  key: 'getStarted',
  type: 'workflow',
  action: 'cmd:get-started',
  priority: 10,
  category: 'gettingStarted',
  triggers: ['start', 'begin', 'onboarding', 'setup'],
  icon: 'rocket',
}

/** The registry's actions offered to `audience`, in the registry's order. */
function offeredTo(audience: ActionAudience, level: SkillLevel): ActionDescriptor[] {
  return ALL_PAGES.flatMap((page) =>
    (page.actions ?? [])
      .filter((a) => a.offeredTo === audience)
      .map((a) => ({
        id: a.id,
        key: a.key,
        type: a.tip ? 'tooltip' : 'static',
        action: page.path,
        // Spec section 9: analytics 8 for advanced users, 6 when only the feature toggle is on.
        priority: level === 'advanced' ? a.priority : (a.toggledPriority ?? a.priority),
        category: a.category,
        triggers: [...a.triggers],
        icon: a.icon,
      })),
  )
}

/** The role-, level- and place-dependent actions of spec section 6. */
export function navigationActions(ctx: ActionContext): ActionDescriptor[] {
  const offer = (audience: ActionAudience) => offeredTo(audience, ctx.level)
  const list = offer('everyone')
  if (ctx.path === '/') list.push(GET_STARTED)
  // Spec: guests (visitors) get only Home and My Profile (plus Get Started on the home page).
  if (!ctx.signedIn) return list
  if (ctx.role === 'company') list.push(...offer('company'))
  if (ctx.role === 'craftsman') list.push(...offer('craftsman'))
  list.push(...offer('signedIn'))
  if (ctx.level === 'beginner') list.push(...offer('beginner'))
  if (ctx.level === 'advanced' || ctx.showAdvancedFeatures) list.push(...offer('advanced'))
  if (ctx.recentActivity.includes(PROFILE_INCOMPLETE)) list.push(...offer('profileIncomplete'))
  return list
}
