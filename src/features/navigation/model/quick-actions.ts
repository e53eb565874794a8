// Floating quick actions (spec sections 2, 3 and 9): 4 shown, 8 when expanded, signed-in only.
import type { NavRole } from './types.ts'

export const QUICK_ACTIONS_COLLAPSED = 4
export const QUICK_ACTIONS_EXPANDED = 8

export type QuickVariant = 'filled' | 'light' | 'default'

export interface QuickAction {
  id: string
  /** Catalogue key under navigation:quick.items. */
  key: string
  path: string
  priority: number
  /** Navigation roles it is offered to. */
  contexts: NavRole[]
  /** kbar key sequence, e.g. ['g', 'j'] = press G then J. */
  shortcut?: string[]
  /** Catalogue key under navigation:quick.badges. */
  badge?: 'popular' | 'new'
  variant: QuickVariant
}

const ALL: NavRole[] = ['guest', 'company', 'craftsman']

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    id: 'qa-post-job',
    key: 'postJob',
    path: '/post-job',
    priority: 9,
    contexts: ['company'],
    shortcut: ['g', 'p'],
    badge: 'popular',
    variant: 'filled',
  },
  {
    id: 'qa-manage-jobs',
    key: 'manageJobs',
    path: '/job-management',
    priority: 8,
    contexts: ['company'],
    shortcut: ['g', 'm'],
    variant: 'light',
  },
  {
    id: 'qa-company-dashboard',
    key: 'dashboard',
    path: '/company-dashboard',
    priority: 7,
    contexts: ['company'],
    shortcut: ['g', 'd'],
    variant: 'light',
  },
  {
    id: 'qa-crew',
    key: 'crew',
    path: '/crew-formation',
    priority: 5,
    contexts: ['company'],
    variant: 'default',
  },
  {
    id: 'qa-find-jobs',
    key: 'findJobs',
    path: '/jobs',
    priority: 9,
    contexts: ['craftsman', 'guest'],
    shortcut: ['g', 'j'],
    badge: 'popular',
    variant: 'filled',
  },
  {
    id: 'qa-portfolio',
    key: 'portfolio',
    path: '/my-work',
    priority: 8,
    contexts: ['craftsman'],
    shortcut: ['g', 'w'],
    variant: 'light',
  },
  {
    id: 'qa-craftsman-dashboard',
    key: 'dashboard',
    path: '/craftsman-dashboard',
    priority: 7,
    contexts: ['craftsman'],
    shortcut: ['g', 'd'],
    variant: 'light',
  },
  {
    id: 'qa-join-craftsman',
    key: 'joinCraftsman',
    path: '/craftsman-register',
    priority: 10,
    contexts: ['guest'],
    variant: 'filled',
  },
  {
    id: 'qa-register-company',
    key: 'registerCompany',
    path: '/company-register',
    priority: 8,
    contexts: ['guest'],
    variant: 'light',
  },
  {
    id: 'qa-messages',
    key: 'messages',
    path: '/chat',
    priority: 7,
    contexts: ALL,
    shortcut: ['g', 'c'],
    variant: 'light',
  },
  {
    id: 'qa-learning',
    key: 'learning',
    path: '/learning-platform',
    priority: 5,
    contexts: ['craftsman', 'guest'],
    variant: 'default',
  },
  {
    id: 'qa-missions',
    key: 'missions',
    path: '/daily-missions',
    priority: 4,
    contexts: ['craftsman'],
    variant: 'default',
  },
  {
    id: 'qa-analytics',
    key: 'analytics',
    path: '/analytics',
    priority: 5,
    contexts: ['company'],
    variant: 'default',
  },
  {
    id: 'qa-co-pilot',
    key: 'coPilot',
    path: '/co-pilot',
    priority: 4,
    contexts: ALL,
    badge: 'new',
    variant: 'default',
  },
  {
    id: 'qa-social',
    key: 'social',
    path: '/social-hub',
    priority: 4,
    contexts: ['guest'],
    variant: 'default',
  },
  {
    id: 'qa-settings',
    key: 'settings',
    path: '/settings',
    priority: 3,
    contexts: ALL,
    shortcut: ['g', 's'],
    variant: 'default',
  },
  {
    id: 'qa-profile',
    key: 'profile',
    path: '/profile',
    priority: 3,
    contexts: ALL,
    shortcut: ['g', 'u'],
    variant: 'default',
  },
]

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
    .filter((a) => a.contexts.includes(role))
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, quickActionCount(expanded))
}

/** Every quick action of a role (their shortcuts stay active when the list is collapsed). */
export function quickActionsOf(role: NavRole, all: readonly QuickAction[] = QUICK_ACTIONS) {
  return all.filter((a) => a.contexts.includes(role))
}
