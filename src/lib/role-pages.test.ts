import { describe, expect, it } from 'vitest'
import { audienceOf, decideRolePage, type HeldRole } from './role-pages.ts'

const roles = (...list: [string, string][]): HeldRole[] =>
  list.map(([role, status]) => ({ role, status }))
const craftsman = roles(['customer', 'active'], ['craftsman', 'active'])
const company = roles(['customer', 'active'], ['company', 'active'])

describe('pages for one side of the marketplace', () => {
  it('knows which pages belong to whom, trailing slash or not', () => {
    expect(audienceOf('/company-dashboard')).toBe('hiring')
    expect(audienceOf('/post-job/')).toBe('hiring')
    expect(audienceOf('/job-management')).toBe('hiring')
    expect(audienceOf('/craftsman-dashboard')).toBe('working')
    expect(audienceOf('/jobs')).toBeNull()
  })

  it('lets everyone open other pages, known roles or not', () => {
    const d = decideRolePage({ pathname: '/jobs', activeRole: null, roles: [], known: false })
    expect(d).toEqual({ kind: 'allow' })
  })

  it('waits for the roles before deciding a role page', () => {
    const d = decideRolePage({ pathname: '/post-job', activeRole: null, roles: [], known: false })
    expect(d).toEqual({ kind: 'wait' })
  })

  it('offers a craftsman to register a company on the company pages', () => {
    for (const pathname of ['/company-dashboard', '/post-job', '/job-management']) {
      const d = decideRolePage({ pathname, activeRole: 'customer', roles: craftsman, known: true })
      expect(d).toEqual({ kind: 'request', audience: 'hiring' })
    }
  })

  it('offers a company to join as a craftsman on the craftsman dashboard', () => {
    const d = decideRolePage({
      pathname: '/craftsman-dashboard',
      activeRole: 'company',
      roles: company,
      known: true,
    })
    expect(d).toEqual({ kind: 'request', audience: 'working' })
  })

  it('opens the page for a holder on the base Customer session or in that role', () => {
    for (const activeRole of ['customer', 'company', null]) {
      const d = decideRolePage({ pathname: '/post-job', activeRole, roles: company, known: true })
      expect(d).toEqual({ kind: 'allow' })
    }
  })

  it('offers a switch to a holder who is using CraftLink as another role', () => {
    const both = roles(['craftsman', 'active'], ['company', 'active'])
    const d = decideRolePage({
      pathname: '/post-job',
      activeRole: 'craftsman',
      roles: both,
      known: true,
    })
    expect(d).toEqual({ kind: 'switch', audience: 'hiring', role: 'company', organizationId: null })
  })

  it('says a request is waiting, and a suspended role does not open the page', () => {
    const waiting = roles(['craftsman', 'active'], ['workshop_owner', 'pending'])
    expect(
      decideRolePage({
        pathname: '/job-management',
        activeRole: 'craftsman',
        roles: waiting,
        known: true,
      }),
    ).toEqual({ kind: 'pending', audience: 'hiring', role: 'workshop_owner' })
    const suspended = roles(['company', 'suspended'])
    expect(
      decideRolePage({
        pathname: '/company-dashboard',
        activeRole: 'customer',
        roles: suspended,
        known: true,
      }),
    ).toEqual({ kind: 'request', audience: 'hiring' })
  })
})
