// Floating quick actions (spec sections 2, 3 and 9): 4 shown, 8 when expanded, signed-in only.
import type { NavRole } from './types.ts'
import { ALL_PAGES, type QuickDecl } from '@/lib/page-registry.ts'

export const QUICK_ACTIONS_COLLAPSED = 4
export const QUICK_ACTIONS_EXPANDED = 8

/** A quick action: a page's `quick` entry in the page registry, with the path it opens. */
export type QuickAction = QuickDecl & { path: string }

export const QUICK_ACTIONS: readonly QuickAction[] = ALL_PAGES.flatMap((page) =>
  page.quick ? [{ ...page.quick, path: page.path }] : [],
)

/** Spec: 4 items, 8 when expanded. */
export function quickActionCount(expanded: boolean): number {
  return expanded ? QUICK_ACTIONS_EXPANDED : QUICK_ACTIONS_COLLAPSED
}

/** The role's actions, favourites first, then by priority; cut to the count rule. */
export function visibleQuickActions(
  role: NavRole,
  expanded: boolean,
  favorites: readonly string[] = [],
  all: readonly QuickAction[] = QUICK_ACTIONS,
): QuickAction[] {
  const rank = (a: QuickAction) => (favorites.includes(a.id) ? 100 : 0) + a.priority
  return all
    .filter((a) => a.roles.includes(role))
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, quickActionCount(expanded))
}

/** Every quick action of a role (their shortcuts stay active when the list is collapsed). */
export function quickActionsOf(role: NavRole, all: readonly QuickAction[] = QUICK_ACTIONS) {
  return all.filter((a) => a.roles.includes(role))
}
