// Navigation actions by role and level (spec section 6), as palette entries. Titles and
// descriptions are catalogue keys under navigation:actions.<key>.
import { PROFILE_INCOMPLETE } from './context-rules.ts'
import type { NavRole, SkillLevel, SuggestionType } from './types.ts'
import type { PaletteCategory } from '@/lib/page-registry.ts'

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

const HOME: ActionDescriptor = {
  id: 'nav-home',
  key: 'home',
  type: 'static',
  action: '/',
  priority: 8,
  category: 'general',
  triggers: ['home', 'start'],
  icon: 'home',
}
const PROFILE: ActionDescriptor = {
  id: 'nav-profile',
  key: 'myProfile',
  type: 'static',
  action: '/profile',
  priority: 7,
  category: 'account',
  triggers: ['profile', 'account', 'me'],
  icon: 'user',
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

const COMPANY: ActionDescriptor[] = [
  {
    id: 'nav-post-job',
    key: 'postJob',
    type: 'static',
    action: '/post-job',
    priority: 9,
    category: 'jobs',
    triggers: ['post', 'hire', 'job', 'new'],
    icon: 'briefcase',
  },
  {
    id: 'nav-manage-jobs',
    key: 'manageJobs',
    type: 'static',
    action: '/job-management',
    priority: 8,
    category: 'jobs',
    triggers: ['manage', 'applicants', 'jobs'],
    icon: 'list',
  },
]

const CRAFTSMAN: ActionDescriptor[] = [
  {
    id: 'nav-browse-jobs',
    key: 'browseJobs',
    type: 'static',
    action: '/jobs',
    priority: 9,
    category: 'jobs',
    triggers: ['find', 'work', 'jobs', 'browse'],
    icon: 'search',
  },
  {
    id: 'nav-portfolio',
    key: 'portfolio',
    type: 'static',
    action: '/my-work',
    priority: 8,
    category: 'jobs',
    triggers: ['portfolio', 'applications', 'work'],
    icon: 'folder',
  },
]

const MESSAGES: ActionDescriptor = {
  id: 'nav-messages',
  key: 'messages',
  type: 'static',
  action: '/chat',
  priority: 7,
  category: 'community',
  triggers: ['chat', 'messages', 'inbox'],
  icon: 'message',
}

const PROFILE_SETUP: ActionDescriptor = {
  id: 'tip-profile-setup',
  key: 'profileSetup',
  type: 'tooltip',
  action: '/onboarding',
  priority: 10,
  category: 'gettingStarted',
  triggers: ['onboarding', 'setup', 'profile'],
  icon: 'user-check',
}

const COMPLETE_PROFILE: ActionDescriptor = {
  id: 'nav-complete-profile',
  key: 'completeProfile',
  type: 'static',
  action: '/profile',
  priority: 10,
  category: 'gettingStarted',
  triggers: ['profile', 'complete'],
  icon: 'user-check',
}

function advanced(level: SkillLevel): ActionDescriptor[] {
  return [
    {
      id: 'nav-analytics',
      key: 'analytics',
      type: 'static',
      action: '/analytics',
      // Spec section 9: analytics 8 for advanced users, 6 when only the feature toggle is on.
      priority: level === 'advanced' ? 8 : 6,
      category: 'business',
      triggers: ['analytics', 'reports', 'stats'],
      icon: 'chart',
    },
    {
      id: 'nav-co-pilot',
      key: 'coPilot',
      type: 'static',
      action: '/co-pilot',
      priority: 6,
      category: 'learning',
      triggers: ['ai', 'assistant', 'copilot'],
      icon: 'sparkles',
    },
  ]
}

/** The role-, level- and place-dependent actions of spec section 6. */
export function navigationActions(ctx: ActionContext): ActionDescriptor[] {
  const list: ActionDescriptor[] = [HOME, PROFILE]
  if (ctx.path === '/') list.push(GET_STARTED)
  // Spec: guests (visitors) get only Home and My Profile (plus Get Started on the home page).
  if (!ctx.signedIn) return list
  if (ctx.role === 'company') list.push(...COMPANY)
  if (ctx.role === 'craftsman') list.push(...CRAFTSMAN)
  list.push(MESSAGES)
  if (ctx.level === 'beginner') list.push(PROFILE_SETUP)
  if (ctx.level === 'advanced' || ctx.showAdvancedFeatures) list.push(...advanced(ctx.level))
  if (ctx.recentActivity.includes(PROFILE_INCOMPLETE)) list.push(COMPLETE_PROFILE)
  return list
}
