import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { isKnownPath } from './known-path.ts'
import { pages } from './pages.ts'
import { parseIdParam } from './search-schemas.ts'
import { titleIdOf } from './titles.ts'
import { routeTree } from './tree.ts'

// The spec's route list (section 2), written out independently of the route files.
const SPEC_ROUTES = `/ /auth /onboarding /jobs /post-job /job-management /crew-formation /my-work
/portfolio /marketplace /learning-platform /mentorship-hub /expert-verification /co-pilot
/smart-tools /social-hub /chat /realtime-chat /real-time-chat /test-chat /live-streaming /events
/engagement-hub /daily-missions /achievements /leaderboards /journey /nft-achievements
/craft-points /craft-points-hub /rewards-marketplace /company-register /craftsman-register
/pricing /subscription-success /analytics /analytics-dashboard /business-intelligence
/learning-analytics /monetization-hub /enterprise-hub /white-label-dashboard /profile /settings
/craftsman-dashboard /company-dashboard /admin /admin/rbac /group-admin /integrations
/workflow-automation /cross-platform-sync /mobile-app /ai-features /realtime-debug
/crawler-protection /help /privacy /terms /contact`.split(/\s+/)

const router = createRouter({
  routeTree,
  history: createMemoryHistory({ initialEntries: ['/'] }),
})
const found = (path: string) => router.getMatchedRoutes(path)[2]
const known = (path: string) => isKnownPath(router, path)

describe('route tree', () => {
  it.each(SPEC_ROUTES)('%s is a route with a friendly title', (path) => {
    expect(found(path)?.fullPath).toBe(path)
    expect(known(path)).toBe(true)
    if (path !== '/') expect(known(`${path}/`)).toBe(true)
    expect(titleIdOf(path)).not.toBeNull()
  })

  it('has the parameterised routes', () => {
    expect(found('/profile/0b7e2a1c-1111-4a4a-9c9c-000000000001')?.fullPath).toBe(
      '/profile/$userId',
    )
    expect(found('/jobs/42')?.fullPath).toBe('/jobs/$jobId')
    expect(known('/jobs/42')).toBe(true)
    expect(known('/profile/J%C3%A9r%C3%B4me')).toBe(true)
  })

  it('does not match unknown paths (they show the not-found page)', () => {
    for (const path of ['/no-such-page', '/admin/unknown', '/jobs/42/extra', '/settingsx']) {
      expect(known(path)).toBe(false)
    }
  })

  it('loads every page lazily, each from its own module', () => {
    for (const page of Object.values(pages)) expect(typeof page.preload).toBe('function')
  })
})

describe('path ids', () => {
  it('a malformed id is a missing page', () => {
    expect(parseIdParam(' 42 ')).toBe('42')
    for (const bad of ['x'.repeat(200), '   ', undefined]) {
      let thrown: unknown = null
      try {
        parseIdParam(bad)
      } catch (error) {
        thrown = error
      }
      expect(isNotFound(thrown)).toBe(true)
    }
  })
})
