import { describe, expect, it } from 'vitest'
import { isEligible, pickTooltip, TOOLTIPS, type TooltipContext } from './tooltips.ts'

const def = (id: string) => {
  const d = TOOLTIPS.find((t) => t.id === id)
  if (!d) throw new Error(id)
  return d
}
const ctx = (over: Partial<TooltipContext>): TooltipContext => ({
  path: '/',
  roles: ['guest'],
  level: 'beginner',
  visits: 0,
  dismissed: [],
  ...over,
})

describe('tooltip eligibility (spec section 6)', () => {
  it('welcome-tour: guest or new user on /', () => {
    const d = def('welcome-tour')
    expect(isEligible(d, ctx({}))).toBe(true)
    expect(isEligible(d, ctx({ roles: ['craftsman', 'new_user'] }))).toBe(true)
    expect(isEligible(d, ctx({ roles: ['craftsman'] }))).toBe(false)
    expect(isEligible(d, ctx({ path: '/jobs' }))).toBe(false)
    expect(isEligible(d, ctx({ dismissed: ['welcome-tour'] }))).toBe(false)
  })

  it('profile-completion: company or craftsman on the dashboards, while the profile lacks something', () => {
    const d = def('profile-completion')
    const gaps = ['bio']
    expect(
      isEligible(d, ctx({ path: '/company-dashboard', roles: ['company'], profileGaps: gaps })),
    ).toBe(true)
    expect(
      isEligible(d, ctx({ path: '/craftsman-dashboard', roles: ['craftsman'], profileGaps: gaps })),
    ).toBe(true)
    expect(
      isEligible(d, ctx({ path: '/craftsman-dashboard', roles: ['guest'], profileGaps: gaps })),
    ).toBe(false)
    expect(isEligible(d, ctx({ path: '/jobs', roles: ['company'], profileGaps: gaps }))).toBe(false)
    // Issue 41: a complete profile is not asked to be completed.
    expect(isEligible(d, ctx({ path: '/craftsman-dashboard', roles: ['craftsman'] }))).toBe(false)
    expect(
      isEligible(d, ctx({ path: '/company-dashboard', roles: ['company'], profileGaps: [] })),
    ).toBe(false)
  })

  it('points every tip at a header control, never at the page', () => {
    for (const d of TOOLTIPS) {
      expect(d.target).toMatch(/^\[data-tip-anchor="(search|account)"\]$/)
      expect(d.position).toBe('bottom')
    }
  })

  it('advanced-search: company or craftsman on /jobs, intermediate or advanced, 5 visits', () => {
    const d = def('advanced-search')
    const ok = ctx({ path: '/jobs', roles: ['craftsman'], level: 'intermediate', visits: 5 })
    expect(isEligible(d, ok)).toBe(true)
    expect(isEligible(d, { ...ok, visits: 4 })).toBe(false)
    expect(isEligible(d, { ...ok, level: 'beginner' })).toBe(false)
    expect(isEligible(d, { ...ok, roles: ['guest'] })).toBe(false)
    expect(isEligible(d, { ...ok, path: '/' })).toBe(false)
    expect(isEligible(d, { ...ok, level: 'advanced', roles: ['company'] })).toBe(true)
  })

  it('analytics-unlock: advanced level anywhere but analytics itself', () => {
    const d = def('analytics-unlock')
    expect(isEligible(d, ctx({ path: '/jobs', level: 'advanced', roles: ['company'] }))).toBe(true)
    expect(isEligible(d, ctx({ path: '/jobs', level: 'intermediate' }))).toBe(false)
    expect(isEligible(d, ctx({ path: '/analytics', level: 'advanced' }))).toBe(false)
  })

  it('ai-features: intermediate or advanced on /', () => {
    const d = def('ai-features')
    expect(isEligible(d, ctx({ level: 'intermediate', roles: ['craftsman'] }))).toBe(true)
    expect(isEligible(d, ctx({ level: 'advanced' }))).toBe(true)
    expect(isEligible(d, ctx({ level: 'beginner' }))).toBe(false)
    expect(isEligible(d, ctx({ level: 'advanced', path: '/jobs' }))).toBe(false)
  })

  it('picks the highest-priority eligible tooltip whose target exists', () => {
    const home = ctx({ level: 'advanced', roles: ['guest'] })
    // welcome-tour (10) > analytics-unlock (6) > ai-features (5)
    expect(pickTooltip(home, () => true)?.id).toBe('welcome-tour')
    const noHeader = (s: string) => s !== def('welcome-tour').target
    expect(pickTooltip(home, noHeader)?.id).toBe('analytics-unlock')
    expect(
      pickTooltip({ ...home, dismissed: ['welcome-tour', 'analytics-unlock'] }, () => true)?.id,
    ).toBe('ai-features')
    expect(pickTooltip(home, () => false)).toBeNull()
  })
})
