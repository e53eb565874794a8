// Guided tooltips (spec sections 4 and 6): five definitions and who sees them.
import type { SkillLevel, TooltipRole } from './types.ts'

export const TOOLTIP_DELAY_MS = 2000
export const TOOLTIP_WIDTH = 320

export type TooltipPosition = 'top' | 'bottom' | 'left' | 'right'
export type TooltipCategory = 'onboarding' | 'feature' | 'optimization' | 'advanced'

export interface TooltipConditions {
  /** Paths where it may show; undefined = every path. */
  paths?: string[]
  /** Paths where it never shows (the place it points to). */
  exceptPaths?: string[]
  userRoles?: TooltipRole[]
  skillLevels?: SkillLevel[]
  /** Visits of the current path needed first. */
  minVisits?: number
  /** Only while the user's profile lacks something (issue 41). */
  profileGaps?: true
  dismissible: boolean
}

export interface TooltipDefinition {
  id: string
  /** Catalogue key under navigation:tooltips.<id>. */
  target: string
  position: TooltipPosition
  /** What the action button does: a path to open or a command. */
  action: string
  conditions: TooltipConditions
  priority: number
  category: TooltipCategory
}

const DASHBOARDS = ['/company-dashboard', '/craftsman-dashboard']
/**
 * Tips point at a control in the header, never at the page itself: drawn beside it, they leave
 * the page's headline and cards uncovered (issue 41).
 */
export const SEARCH_ANCHOR = '[data-tip-anchor="search"]'
export const ACCOUNT_ANCHOR = '[data-tip-anchor="account"]'

export const TOOLTIPS: readonly TooltipDefinition[] = [
  {
    id: 'welcome-tour',
    target: SEARCH_ANCHOR,
    position: 'bottom',
    action: 'cmd:open-palette',
    conditions: { paths: ['/'], userRoles: ['guest', 'new_user'], dismissible: true },
    priority: 10,
    category: 'onboarding',
  },
  {
    id: 'profile-completion',
    target: ACCOUNT_ANCHOR,
    position: 'bottom',
    action: '/profile',
    conditions: {
      paths: DASHBOARDS,
      userRoles: ['company', 'craftsman'],
      profileGaps: true,
      dismissible: true,
    },
    priority: 9,
    category: 'onboarding',
  },
  {
    id: 'advanced-search',
    target: SEARCH_ANCHOR,
    position: 'bottom',
    action: 'cmd:open-palette',
    conditions: {
      paths: ['/jobs'],
      userRoles: ['company', 'craftsman'],
      skillLevels: ['intermediate', 'advanced'],
      minVisits: 5,
      dismissible: true,
    },
    priority: 7,
    category: 'feature',
  },
  {
    id: 'analytics-unlock',
    target: ACCOUNT_ANCHOR,
    position: 'bottom',
    action: '/analytics',
    conditions: { exceptPaths: ['/analytics'], skillLevels: ['advanced'], dismissible: true },
    priority: 6,
    category: 'advanced',
  },
  {
    id: 'ai-features',
    target: SEARCH_ANCHOR,
    position: 'bottom',
    action: '/co-pilot',
    conditions: { paths: ['/'], skillLevels: ['intermediate', 'advanced'], dismissible: true },
    priority: 5,
    category: 'feature',
  },
]

export interface TooltipContext {
  path: string
  roles: readonly TooltipRole[]
  level: SkillLevel
  /** Visits of the current path (all devices). */
  visits: number
  dismissed: readonly string[]
  /** What the user's profile lacks; none when complete or unknown. */
  profileGaps?: readonly string[]
}

export function isEligible(def: TooltipDefinition, ctx: TooltipContext): boolean {
  const c = def.conditions
  if (ctx.dismissed.includes(def.id)) return false
  if (c.paths && !c.paths.includes(ctx.path)) return false
  if (c.exceptPaths?.includes(ctx.path)) return false
  if (c.userRoles && !c.userRoles.some((r) => ctx.roles.includes(r))) return false
  if (c.skillLevels && !c.skillLevels.includes(ctx.level)) return false
  if (c.minVisits !== undefined && ctx.visits < c.minVisits) return false
  if (c.profileGaps && (ctx.profileGaps ?? []).length === 0) return false
  return true
}

/** The highest-priority eligible tooltip whose target exists (spec section 4). */
export function pickTooltip(
  ctx: TooltipContext,
  targetExists: (selector: string) => boolean,
  defs: readonly TooltipDefinition[] = TOOLTIPS,
): TooltipDefinition | null {
  const eligible = defs.filter((d) => isEligible(d, ctx)).sort((a, b) => b.priority - a.priority)
  return eligible.find((d) => targetExists(d.target)) ?? null
}
