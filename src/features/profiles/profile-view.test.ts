import { describe, expect, it } from 'vitest'
import type { CompanyProfileDoc, CraftsmanProfileDoc } from '@/db/index.ts'
import { formatDate, shownRoles } from './profile-view.ts'

const craftsman = { user_id: 'u' } as CraftsmanProfileDoc
const company = { user_id: 'u' } as CompanyProfileDoc

describe('profile view', () => {
  it('another member: roles their profiles prove', () => {
    expect(shownRoles({ roles: [], craftsman, company: null })).toEqual([
      { role: 'craftsman', status: 'active' },
    ])
    expect(shownRoles({ roles: [], craftsman: null, company })).toEqual([
      { role: 'company', status: 'active' },
    ])
  })

  it('own roles: active and pending, customer hidden, revoked hidden', () => {
    const roles = [
      { role: 'customer', status: 'active' },
      { role: 'craftsman', status: 'active' },
      { role: 'workshop_owner', status: 'pending' },
      { role: 'admin', status: 'revoked' },
    ]
    expect(shownRoles({ roles, craftsman, company: null })).toEqual([
      { role: 'craftsman', status: 'active' },
      { role: 'workshop_owner', status: 'pending' },
    ])
  })

  it('a pending row does not downgrade a role a profile proves', () => {
    expect(
      shownRoles({ roles: [{ role: 'company', status: 'pending' }], craftsman: null, company }),
    ).toEqual([{ role: 'company', status: 'active' }])
  })

  it('formats dates and timestamps, keeps garbage as is', () => {
    expect(formatDate('2028-06-30')).toBe('June 30, 2028')
    expect(formatDate(null)).toBe('')
    expect(formatDate('soon')).toBe('soon')
  })
})
