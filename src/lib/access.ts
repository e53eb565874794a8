// Route access rules (spec section 2, "Public and guarded access"). Pure so every rule is
// unit-tested; the route gate renders what this decides.
import { pathsWhere } from './page-registry.ts'
import { safeReturnPath } from './search-params.ts'

export type OnboardingStatus = 'idle' | 'checking' | 'needed' | 'not_needed'

/** Open to everyone. /help, /privacy, /terms and /contact are a deliberate addition (README). */
export const PUBLIC_PATHS: ReadonlySet<string> = pathsWhere((p) => p.public === true)

/** Pages a person must be able to read even in the middle of onboarding. */
const READABLE_DURING_ONBOARDING = pathsWhere((p) => p.duringOnboarding === true)

export const AUTH_PATH = '/auth'
export const ONBOARDING_PATH = '/onboarding'

export interface AccessInput {
  pathname: string
  /** Parsed query of the current location (plain strings). */
  search: Readonly<Record<string, string>>
  /** Path + query + hash the visitor asked for; kept for the return after sign-in. */
  requestedHref: string
  /** False for unknown paths: those show the not-found page to everyone. */
  isKnownRoute: boolean
  /** Auth still loading: loading flag set or initialisation incomplete. */
  isAuthLoading: boolean
  /** User and session both present. */
  isAuthenticated: boolean
  onboarding: OnboardingStatus
  /** Where an onboarded user who opens /onboarding goes (their dashboard); null until known. */
  dashboardHref: string | null
}

export type AccessDecision =
  { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; href: string; replace: true }

const allow: AccessDecision = { kind: 'allow' }
const wait: AccessDecision = { kind: 'wait' }
const go = (href: string): AccessDecision => ({ kind: 'redirect', href, replace: true })

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function authHrefFor(requestedHref: string): string {
  return `${AUTH_PATH}?${new URLSearchParams({ redirect: requestedHref }).toString()}`
}

export function decideAccess(input: AccessInput): AccessDecision {
  if (!input.isKnownRoute) return allow
  if (input.isAuthLoading) return wait
  const path = normalise(input.pathname)

  if (!input.isAuthenticated) {
    return PUBLIC_PATHS.has(path) ? allow : go(authHrefFor(input.requestedHref))
  }

  // A recovery link signs the user in on /auth?type=recovery: the new-password form must show.
  if (path === AUTH_PATH && input.search.type === 'recovery') return allow
  if (input.onboarding === 'idle' || input.onboarding === 'checking') return wait

  if (path === AUTH_PATH) {
    if (input.onboarding === 'needed') return go(ONBOARDING_PATH)
    return go(safeReturnPath(input.search.redirect) ?? '/')
  }
  if (input.onboarding === 'needed' && !READABLE_DURING_ONBOARDING.has(path)) {
    return go(ONBOARDING_PATH)
  }
  if (input.onboarding === 'not_needed' && path === ONBOARDING_PATH) {
    return input.dashboardHref === null ? wait : go(input.dashboardHref)
  }
  return allow
}
