import { describe, expect, it } from 'vitest'
import { MODULE_REDIRECTS, PERMANENT_REDIRECTS, resolveLegacyRedirect } from './redirects.ts'

const at = (pathname: string, search = '', hash = '', activeRole?: string | null) =>
  resolveLegacyRedirect({ pathname, search, hash, activeRole })

// The spec's table, written out independently of the implementation's map.
const SPEC_TABLE: Array<[string[], string]> = [
  [['/gamification'], '/journey'],
  [['/ai-assistant', '/artificial-intelligence'], '/co-pilot'],
  [['/ai-tools'], '/smart-tools'],
  [['/user-dashboard', '/worker-dashboard'], '/craftsman-dashboard'],
  [['/my-jobs'], '/my-work'],
  [['/job-board', '/find-jobs', '/available-jobs'], '/jobs'],
  [['/badges', '/rewards'], '/achievements'],
  [['/points'], '/craft-points'],
  [['/loyalty-program'], '/craft-points-hub'],
  [['/community', '/social', '/networking'], '/social-hub'],
  [['/mentoring', '/mentor'], '/mentorship-hub'],
  [['/training', '/courses', '/education', '/skill-development'], '/learning-platform'],
  [['/reports', '/statistics'], '/analytics'],
  [['/insights', '/bi'], '/business-intelligence'],
  [['/admin-panel', '/administration', '/system-admin'], '/admin'],
  [['/enterprise'], '/enterprise-hub'],
  [['/white-label'], '/white-label-dashboard'],
  [['/messages', '/messaging', '/conversations'], '/chat'],
  [['/live-chat'], '/realtime-chat'],
  [['/store', '/shop', '/products'], '/marketplace'],
  [['/commerce'], '/monetization-hub'],
  [['/config', '/configuration', '/preferences', '/account-settings'], '/settings'],
  [['/user-profile', '/my-profile', '/account'], '/profile'],
  [['/calendar', '/schedule', '/event-management'], '/events'],
  [['/api', '/webhooks', '/third-party', '/external-apps'], '/integrations'],
  [['/mobile', '/app-download', '/download'], '/mobile-app'],
  [['/billing', '/subscription', '/plans', '/upgrade'], '/pricing'],
]

describe('permanent legacy redirects', () => {
  const cases = SPEC_TABLE.flatMap(([froms, to]) => froms.map((from) => [from, to] as const))

  it('covers exactly the spec table', () => {
    expect(Object.keys(PERMANENT_REDIRECTS).sort()).toEqual(cases.map(([f]) => f).sort())
  })

  it.each(cases)('%s -> %s, replacing the entry, keeping query and hash', (from, to) => {
    expect(at(from)).toEqual({ href: to, replace: true })
    expect(at(from, '?a=1&b=two%20words', '#section-2')).toEqual({
      href: `${to}?a=1&b=two+words#section-2`,
      replace: true,
    })
  })

  it('accepts a trailing slash and search/hash without their markers', () => {
    expect(at('/billing/', 'plan=pro', 'faq')).toEqual({
      href: '/pricing?plan=pro#faq',
      replace: true,
    })
  })

  it('sends every /gamification/* path to /journey', () => {
    expect(at('/gamification/missions/today', '?x=1', '#top')).toEqual({
      href: '/journey?x=1#top',
      replace: true,
    })
  })

  it('leaves current and unknown paths alone', () => {
    for (const p of ['/', '/jobs', '/pricing', '/gamificationx', '/api/users', '/nope']) {
      expect(at(p)).toBeNull()
    }
  })
})

describe('/dashboard (not permanent)', () => {
  it('goes to the company dashboard without a role and pushes a new entry', () => {
    expect(at('/dashboard', '?q=1', '#h')).toEqual({
      href: '/company-dashboard?q=1#h',
      replace: false,
    })
  })
  it('follows the active role', () => {
    expect(at('/dashboard', '', '', 'craftsman')?.href).toBe('/craftsman-dashboard')
    expect(at('/dashboard', '', '', 'admin')?.href).toBe('/company-dashboard')
  })
})

describe('/api/v{n}/{rest}', () => {
  it('maps version and endpoint to query parameters, keeping the rest of the query and hash', () => {
    expect(at('/api/v2/jobs/123', '?page=3', '#x')).toEqual({
      href: '/integrations?page=3&api_version=2&endpoint=jobs%2F123#x',
      replace: true,
    })
  })
  it('handles a version without an endpoint', () => {
    expect(at('/api/v10')?.href).toBe('/integrations?api_version=10')
  })
})

describe('/modules/{name}', () => {
  it.each(Object.entries(MODULE_REDIRECTS))('%s -> %s', (name, to) => {
    expect(at(`/modules/${name}`, '?k=v', '#h')).toEqual({ href: `${to}?k=v#h`, replace: true })
  })
  it('has the spec mapping', () => {
    expect(MODULE_REDIRECTS).toEqual({
      'user-management': '/admin',
      'job-management': '/job-management',
      'skill-verification': '/learning-platform',
      'payment-processing': '/monetization-hub',
      communication: '/chat',
      analytics: '/analytics',
      reporting: '/business-intelligence',
    })
  })
  it('sends any other module home', () => {
    expect(at('/modules/weather')).toEqual({ href: '/', replace: true })
    expect(at('/modules/constructor')?.href).toBe('/')
  })
})
