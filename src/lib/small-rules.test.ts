import { describe, expect, it } from 'vitest'
import { avatarInitials } from './initials.ts'
import { badgeLabel } from './badge.ts'
import { breadcrumbsFor, capitaliseSegment } from './breadcrumbs.ts'
import { dashboardPathFor } from './dashboard.ts'
import { humaniseRole } from './role-names.ts'
import { parseSearch, safeReturnPath, stringifySearch } from './search-params.ts'

describe('avatar initials', () => {
  it('takes the first letters of up to two names, uppercase', () => {
    expect(avatarInitials('marie-claude tremblay')).toBe('MT')
    expect(avatarInitials('  Jean  Paul  Gagnon ')).toBe('JP')
    expect(avatarInitials('émile')).toBe('É')
  })
  it('falls back to the email, then U', () => {
    expect(avatarInitials('', 'sam@example.com')).toBe('S')
    expect(avatarInitials(null, '   ')).toBe('U')
    expect(avatarInitials(undefined, undefined)).toBe('U')
  })
})

describe('badge label', () => {
  it('hides zero and caps at 99+', () => {
    expect(badgeLabel(0)).toBeNull()
    expect(badgeLabel(-2)).toBeNull()
    expect(badgeLabel(1)).toBe('1')
    expect(badgeLabel(99)).toBe('99')
    expect(badgeLabel(100)).toBe('99+')
  })
})

describe('dashboard selection', () => {
  const active = (...roles: string[]) => roles.map((role) => ({ role, status: 'active' }))

  it('follows a chosen role: craftsmen and apprentices to theirs, hiring roles to the company one', () => {
    expect(dashboardPathFor('craftsman')).toBe('/craftsman-dashboard')
    expect(dashboardPathFor('apprentice')).toBe('/craftsman-dashboard')
    for (const role of ['company', 'admin', 'workshop_owner']) {
      expect(dashboardPathFor(role, active('craftsman'))).toBe('/company-dashboard')
    }
  })

  it('lets the roles held decide for the base Customer session', () => {
    expect(dashboardPathFor('customer', active('customer', 'craftsman'))).toBe(
      '/craftsman-dashboard',
    )
    expect(dashboardPathFor('customer', active('customer', 'company'))).toBe('/company-dashboard')
    expect(dashboardPathFor('customer', active('craftsman', 'company'))).toBe('/company-dashboard')
    // A request waiting for an admin is not held yet.
    expect(
      dashboardPathFor('customer', [
        { role: 'craftsman', status: 'active' },
        { role: 'workshop_owner', status: 'pending' },
      ]),
    ).toBe('/craftsman-dashboard')
    for (const role of ['customer', 'mentor', null, undefined]) {
      expect(dashboardPathFor(role, active('mentor'))).toBe('/company-dashboard')
    }
  })
})

describe('breadcrumbs', () => {
  const titles: Record<string, string> = { '/jobs': 'pages.jobs', '/admin/rbac': 'pages.adminRbac' }
  const lookup = (p: string) => titles[p] ?? null

  it('has no crumbs on /', () => {
    expect(breadcrumbsFor('/', lookup)).toEqual([])
  })
  it('uses known titles, capitalises unknown segments, and makes only the last crumb plain', () => {
    expect(breadcrumbsFor('/admin/rbac', lookup)).toEqual([
      { path: '/admin', titleKey: null, fallback: 'Admin', isLink: true },
      { path: '/admin/rbac', titleKey: 'pages.adminRbac', fallback: 'Rbac', isLink: false },
    ])
    expect(breadcrumbsFor('/jobs/', lookup)).toEqual([
      { path: '/jobs', titleKey: 'pages.jobs', fallback: 'Jobs', isLink: false },
    ])
  })
  it('decodes segments and survives malformed escapes', () => {
    expect(capitaliseSegment('caf%C3%A9')).toBe('Café')
    expect(capitaliseSegment('%E0%A4%A')).toBe('%E0%A4%A')
  })
})

describe('role names', () => {
  it('replaces underscores and capitalises words', () => {
    expect(humaniseRole('site_safety_lead')).toBe('Site Safety Lead')
  })
})

describe('search params', () => {
  it('round-trips plain strings without JSON quoting', () => {
    const parsed = parseSearch('?api_version=2&endpoint=jobs%2F1&flag=true')
    expect(parsed).toEqual({ api_version: '2', endpoint: 'jobs/1', flag: 'true' })
    expect(stringifySearch(parsed)).toBe('?api_version=2&endpoint=jobs%2F1&flag=true')
    expect(stringifySearch({ a: undefined })).toBe('')
  })
  it('accepts only same-origin return paths', () => {
    expect(safeReturnPath('/jobs?x=1#y')).toBe('/jobs?x=1#y')
    for (const bad of ['//evil.test', 'https://evil.test', '/\\evil', 'jobs', 3, undefined]) {
      expect(safeReturnPath(bad)).toBeNull()
    }
  })
})
