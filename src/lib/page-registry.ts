// Every page of the app, once (issue 30): its path and component, its title, who may open it,
// where the command palette and the header's menus offer it, and when its code is prefetched. The
// routes, titles, access rules, palette, navigation and prefetch sets derive from this list;
// tests/unit/app/page-registry.test.ts keeps it whole (no page twice, every page a route and a
// component, every route a page).
import { PUBLIC_PAGES } from './pages/public.ts'
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
}

export const PAGE_REGISTRY = [
  ...PUBLIC_PAGES,
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
