// The legacy URL table (spec section 2, "Legacy redirects"). Pure: the router asks it for every
// location before matching, and it answers with where to go and whether to replace the entry.
import { dashboardPathFor } from './dashboard.ts'
import type { HeldRole } from './role-pages.ts'

export interface RedirectTarget {
  /** Full href: path, query string and hash. */
  href: string
  /** Permanent redirects replace the history entry so Back skips the old URL. */
  replace: boolean
}

/** Old path -> new path, every one of them permanent. */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/gamification': '/journey',
  '/ai-assistant': '/co-pilot',
  '/artificial-intelligence': '/co-pilot',
  '/ai-tools': '/smart-tools',
  '/user-dashboard': '/craftsman-dashboard',
  '/worker-dashboard': '/craftsman-dashboard',
  '/my-jobs': '/my-work',
  '/job-board': '/jobs',
  '/find-jobs': '/jobs',
  '/available-jobs': '/jobs',
  '/badges': '/achievements',
  '/rewards': '/achievements',
  '/points': '/craft-points',
  '/loyalty-program': '/craft-points-hub',
  '/community': '/social-hub',
  '/social': '/social-hub',
  '/networking': '/social-hub',
  '/mentoring': '/mentorship-hub',
  '/mentor': '/mentorship-hub',
  '/training': '/learning-platform',
  '/courses': '/learning-platform',
  '/education': '/learning-platform',
  '/skill-development': '/learning-platform',
  '/reports': '/analytics',
  '/statistics': '/analytics',
  '/insights': '/business-intelligence',
  '/bi': '/business-intelligence',
  '/admin-panel': '/admin',
  '/administration': '/admin',
  '/system-admin': '/admin',
  '/enterprise': '/enterprise-hub',
  '/white-label': '/white-label-dashboard',
  '/messages': '/chat',
  '/messaging': '/chat',
  '/conversations': '/chat',
  '/live-chat': '/realtime-chat',
  '/store': '/marketplace',
  '/shop': '/marketplace',
  '/products': '/marketplace',
  '/commerce': '/monetization-hub',
  '/config': '/settings',
  '/configuration': '/settings',
  '/preferences': '/settings',
  '/account-settings': '/settings',
  '/user-profile': '/profile',
  '/my-profile': '/profile',
  '/account': '/profile',
  '/calendar': '/events',
  '/schedule': '/events',
  '/event-management': '/events',
  '/api': '/integrations',
  '/webhooks': '/integrations',
  '/third-party': '/integrations',
  '/external-apps': '/integrations',
  '/mobile': '/mobile-app',
  '/app-download': '/mobile-app',
  '/download': '/mobile-app',
  '/billing': '/pricing',
  '/subscription': '/pricing',
  '/plans': '/pricing',
  '/upgrade': '/pricing',
}

/** /modules/{name} targets; any other module name goes home. */
export const MODULE_REDIRECTS: Readonly<Record<string, string>> = {
  'user-management': '/admin',
  'job-management': '/job-management',
  'skill-verification': '/learning-platform',
  'payment-processing': '/monetization-hub',
  communication: '/chat',
  analytics: '/analytics',
  reporting: '/business-intelligence',
}

export interface RedirectInput {
  pathname: string
  /** Raw query string, with or without the leading '?'. */
  search: string
  /** Raw hash, with or without the leading '#'. */
  hash: string
  /** The signed-in user's active role, if known; /dashboard picks the dashboard by it. */
  activeRole?: string | null
  /** The roles held, for a session on the base Customer role. */
  roles?: readonly HeldRole[]
}

// Own keys only: '/modules/constructor' must not find Object.prototype.constructor.
function lookup(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function build(path: string, search: URLSearchParams, hash: string): string {
  const query = search.toString()
  const h = hash.replace(/^#/, '')
  return `${path}${query ? `?${query}` : ''}${h ? `#${h}` : ''}`
}

/** Where a legacy location goes, or null when the path is not a legacy one. */
export function resolveLegacyRedirect(input: RedirectInput): RedirectTarget | null {
  const path = trimSlash(input.pathname)
  const search = new URLSearchParams(input.search.replace(/^\?/, ''))

  // /dashboard is the one non-permanent entry: it depends on who is asking.
  if (path === '/dashboard') {
    return {
      href: build(dashboardPathFor(input.activeRole, input.roles), search, input.hash),
      replace: false,
    }
  }

  const exact = lookup(PERMANENT_REDIRECTS, path)
  if (exact) return { href: build(exact, search, input.hash), replace: true }

  if (path.startsWith('/gamification/')) {
    return { href: build('/journey', search, input.hash), replace: true }
  }

  const api = /^\/api\/v(\d+)(?:\/(.+))?$/.exec(path)
  if (api) {
    const [, version, rest] = api
    const merged = new URLSearchParams(search)
    merged.set('api_version', version ?? '')
    if (rest) merged.set('endpoint', rest)
    return { href: build('/integrations', merged, input.hash), replace: true }
  }

  const mod = /^\/modules\/([^/]+)$/.exec(path)
  if (mod) {
    const target = lookup(MODULE_REDIRECTS, safeDecode(mod[1] ?? '')) ?? '/'
    return { href: build(target, search, input.hash), replace: true }
  }

  return null
}
