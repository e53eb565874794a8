// Guided tooltips (spec sections 4 and 6): the pages' tips in the page registry, and who sees
// them.
import type { SkillLevel, TooltipRole } from './types.ts'
import { ALL_PAGES, pathsOf, type PageDecl, type TipDecl } from '@/lib/page-registry.ts'

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

/**
 * Tips point at a control in the header, never at the page itself: drawn beside it, they leave
 * the page's headline and cards uncovered (issue 41).
 */
export const SEARCH_ANCHOR = '[data-tip-anchor="search"]'
export const ACCOUNT_ANCHOR = '[data-tip-anchor="account"]'
const ANCHORS: Record<TipDecl['anchor'], string> = {
  search: SEARCH_ANCHOR,
  account: ACCOUNT_ANCHOR,
}

/** The pages' tips in the page registry; a tip several pages declare shows on each of them. */
function tooltipsOf(pages: readonly PageDecl[]): TooltipDefinition[] {
  const byId = new Map<string, TooltipDefinition>()
  for (const page of pages) {
    for (const tip of page.tips ?? []) {
      const here = pathsOf(page)
      const known = byId.get(tip.id)
      if (known) {
        known.conditions.paths?.push(...here)
        continue
      }
      byId.set(tip.id, {
        id: tip.id,
        target: ANCHORS[tip.anchor],
        position: 'bottom',
        action: tip.action,
        conditions: {
          ...(tip.elsewhere ? { exceptPaths: [...here] } : { paths: [...here] }),
          ...(tip.userRoles ? { userRoles: [...tip.userRoles] } : {}),
          ...(tip.skillLevels ? { skillLevels: [...tip.skillLevels] } : {}),
          ...(tip.minVisits !== undefined ? { minVisits: tip.minVisits } : {}),
          ...(tip.profileGaps ? { profileGaps: true } : {}),
          dismissible: true,
        },
        priority: tip.priority,
        category: tip.category,
      })
    }
  }
  return [...byId.values()]
}

export const TOOLTIPS: readonly TooltipDefinition[] = tooltipsOf(ALL_PAGES)

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
