// Every page of the app, once (issue 30): its path and component, its title, who may open it,
// where the command palette, the header's menus, the quick actions, the guided tips and the
// suggestion function offer it, and when its code is prefetched. The routes, titles, access
// rules, palette, navigation, quick actions, tips, suggestions and prefetch sets derive from this
// list; tests/unit/app/page-registry.test.ts keeps it whole (no page twice, every page a route and
// a component, every route a page). It imports nothing at run time, so the edge functions can
// read it too (supabase/functions/_shared/navigation-catalogue.ts).
import { PUBLIC_PAGES } from './pages/public.ts'
import { START_PAGES } from './pages/start.ts'
import { WORK_PAGES } from './pages/work.ts'
import { LEARNING_PAGES } from './pages/learning.ts'
import { COMMUNITY_PAGES } from './pages/community.ts'
import { JOURNEY_PAGES } from './pages/journey.ts'
import { BUSINESS_PAGES } from './pages/business.ts'
import { ACCOUNT_PAGES } from './pages/account.ts'

/** Who a page is made for (src/lib/role-pages.ts): those who hire, or those who work a trade. */
export type Audience = 'hiring' | 'working'

export type PaletteCategory =
  | 'gettingStarted'
  | 'jobs'
  | 'learning'
  | 'community'
  | 'journey'
  | 'business'
  | 'enterprise'
  | 'admin'
  | 'account'
  | 'general'
  | 'ai'

export type NavGroupKey =
  'jobs' | 'learning' | 'community' | 'journey' | 'business' | 'enterprise' | 'admin'

/** How the command palette offers a page (reachable by typing its title or a trigger). */
export interface PaletteEntry {
  category: PaletteCategory
  triggers: readonly string[]
  /** On the spec's 1-10 scale; 5 unless given. */
  priority?: number
  adminOnly?: true
  /** Only useful before signing in. */
  signedOutOnly?: true
}

/** An item of a header menu group (labels under shell:nav.items). */
export interface NavEntry {
  group: NavGroupKey
  label: string
  /** Position in the group. */
  order: number
  /** Where the item goes when not the page's own path (one of its aliases). */
  to?: string
}

/** When a page's code is fetched ahead of use (spec section 2, "Lazy loading and preload"). */
export interface PrefetchDecl {
  /** Fetched 500 ms after a route change to the page's own path (the preload map). */
  own?: true
  /** Fetched after 1 s (high) or once the browser is idle (idle). */
  tier?: 'high' | 'idle'
  /** Fetched when a link to it is hovered or focused. */
  hover?: true
  /** Pages (by component) fetched 500 ms after a route change to this page. */
  next?: readonly string[]
}

export type NavRole = 'guest' | 'company' | 'craftsman'
export type SkillLevel = 'beginner' | 'intermediate' | 'advanced'

/** Who is offered a navigation action (spec section 6's rules by role, level and activity). */
export type ActionAudience =
  'everyone' | 'company' | 'craftsman' | 'signedIn' | 'beginner' | 'advanced' | 'profileIncomplete'

/** A palette action of spec section 6 that opens the page (text: navigation:actions.<key>). */
export interface ActionDecl {
  id: string
  key: string
  offeredTo: ActionAudience
  priority: number
  /** Its priority when only the advanced-features toggle brings it (spec section 9). */
  toggledPriority?: number
  category: PaletteCategory
  triggers: readonly string[]
  icon: string
  /** Offered as a tip rather than a plain destination. */
  tip?: true
}

/** The page in the floating quick actions (labels under navigation:quick.items). */
export interface QuickDecl {
  /** Favourites are stored by it: never renamed. */
  id: string
  key: string
  priority: number
  roles: readonly NavRole[]
  /** kbar key sequence, e.g. ['g', 'j'] = press G then J. */
  shortcut?: readonly string[]
  badge?: 'popular' | 'new'
  variant: 'filled' | 'light' | 'default'
}

/** What the suggestion function may recommend (text: navigation:actions.<key>, in English). */
export interface SuggestDecl {
  id: string
  key: string
  category: PaletteCategory
  icon: string
  /** Base priority on the spec's scale (section 9 default priorities). */
  priority: number
  triggers: readonly string[]
  roles?: readonly NavRole[]
  /** Only for intermediate or advanced users, or with advanced features on. */
  advanced?: true
  beginnerOnly?: true
}

/** A guided tip (spec section 4) shown on this page, or with `elsewhere` on every other page. */
export interface TipDecl {
  /** Catalogue key under navigation:tooltips.<id>; dismissals are stored by it. */
  id: string
  /** The header control it is drawn beside. */
  anchor: 'search' | 'account'
  /** What its button does: a path to open or a command. */
  action: string
  elsewhere?: true
  userRoles?: readonly ('guest' | 'company' | 'craftsman' | 'new_user' | 'admin')[]
  skillLevels?: readonly SkillLevel[]
  /** Visits of the current path needed first. */
  minVisits?: number
  /** Only while the user's profile lacks something (issue 41). */
  profileGaps?: true
  priority: number
  category: 'onboarding' | 'feature' | 'optimization' | 'advanced'
}

export interface PageDecl {
  /** Its component in src/routes/pages.ts. */
  page: string
  path: string
  /** Other paths of the same page. */
  aliases?: readonly string[]
  /** Key of its title and description in the pages catalogue (src/i18n/en). */
  title: string
  /** Open to visitors who are not signed in. */
  public?: true
  /** Readable in the middle of onboarding. */
  duringOnboarding?: true
  audience?: Audience
  /** Its route is written out in its area's route file (search, params or a loader). */
  customRoute?: true
  palette?: PaletteEntry
  nav?: readonly NavEntry[]
  prefetch?: PrefetchDecl
  actions?: readonly ActionDecl[]
  quick?: QuickDecl
  suggest?: SuggestDecl
  tips?: readonly TipDecl[]
}

export const PAGE_REGISTRY = [
  ...PUBLIC_PAGES,
  ...START_PAGES,
  ...WORK_PAGES,
  ...LEARNING_PAGES,
  ...COMMUNITY_PAGES,
  ...JOURNEY_PAGES,
  ...BUSINESS_PAGES,
  ...ACCOUNT_PAGES,
] as const

/** The registry as plain declarations (the const list keeps each page's literal types). */
export const ALL_PAGES: readonly PageDecl[] = PAGE_REGISTRY

export type PageEntry = (typeof PAGE_REGISTRY)[number]
export type PageComponentName = PageEntry['page']

/** Every path of the page: its own and its aliases. */
export function pathsOf(page: PageDecl): readonly string[] {
  return [page.path, ...(page.aliases ?? [])]
}

/** The paths of the pages that match `test`, aliases included. */
export function pathsWhere(test: (page: PageDecl) => boolean): ReadonlySet<string> {
  return new Set(ALL_PAGES.filter(test).flatMap(pathsOf))
}
