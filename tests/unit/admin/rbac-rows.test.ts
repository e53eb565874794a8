// /admin/rbac's pure parts: the matrix read from the server, the permissions a person's roles in
// force give, and the grant form's rules.
import { describe, expect, it } from 'vitest'
import {
  effectivePermissions,
  expiryMoment,
  grantForm,
  inForce,
  parseMatrix,
  parsePersonRoles,
} from '../../../src/features/admin/rbac-rows.ts'

const matrix = parseMatrix({
  permissions: [
    { name: 'jobs.apply', description: 'Apply' },
    { name: 'moderation.review', description: 'Review' },
    { name: 'portfolio.manage', description: 'Portfolio' },
  ],
  grants: [
    { role: 'craftsman', permission: 'jobs.apply' },
    { role: 'craftsman', permission: 'portfolio.manage' },
    { role: 'mentor', permission: 'jobs.apply' },
    { role: 'moderator', permission: 'moderation.review' },
  ],
})

const NOW = Date.parse('2026-11-29T12:00:00Z')
const role = (over: Record<string, unknown>) => ({
  id: 'r',
  role: 'craftsman',
  status: 'active',
  organization_id: null,
  organization_name: null,
  trade_scope: null,
  region_scope: '["Ontario"]',
  expires_at: null,
  granted_by: null,
  created_at: '2026-11-01T00:00:00Z',
  ...over,
})

describe('rbac rows', () => {
  it('groups the matrix by role', () => {
    expect([...(matrix.byRole.get('craftsman') ?? [])].sort()).toEqual([
      'jobs.apply',
      'portfolio.manage',
    ])
    expect(matrix.byRole.get('guest')).toBeUndefined()
  })

  it('counts only roles that are active and not expired', () => {
    expect(inForce({ status: 'active', expires_at: null }, NOW)).toBe(true)
    expect(inForce({ status: 'active', expires_at: '2026-11-29T11:59:59Z' }, NOW)).toBe(false)
    expect(inForce({ status: 'active', expires_at: '2026-12-01T00:00:00Z' }, NOW)).toBe(true)
    expect(inForce({ status: 'revoked', expires_at: null }, NOW)).toBe(false)
  })

  it('gives each permission once, with the roles in force that give it', () => {
    const roles = parsePersonRoles([
      role({ id: 'a' }),
      role({ id: 'b', role: 'mentor' }),
      role({ id: 'c', role: 'moderator', status: 'revoked' }),
    ])
    expect(roles[0]?.region_scope).toEqual(['Ontario'])
    expect(effectivePermissions(roles, matrix, NOW)).toEqual([
      { permission: 'jobs.apply', from: ['craftsman', 'mentor'] },
      { permission: 'portfolio.manage', from: ['craftsman'] },
    ])
    expect(
      effectivePermissions(
        parsePersonRoles([role({ role: 'moderator', expires_at: '2026-11-28T00:00:00Z' })]),
        matrix,
        NOW,
      ),
    ).toEqual([])
  })

  it('wants a known role, a reason and a future expiry day', () => {
    const ok = {
      role: 'moderator',
      reason: ' Runs the forum ',
      organizationId: null,
      trades: ['plumbing'],
      regions: ['Quebec'],
      expires: '',
    }
    expect(grantForm.safeParse(ok).data?.reason).toBe('Runs the forum')
    const messages = (input: Record<string, unknown>) =>
      grantForm.safeParse({ ...ok, ...input }).error?.issues.map((i) => i.message)
    expect(messages({ role: '' })).toEqual(['admin:rbac.roleRequired'])
    expect(messages({ reason: '' })).toEqual(['admin:users.reasonRequired'])
    expect(messages({ expires: '2020-01-01' })).toEqual(['admin:rbac.expiryInPast'])
    expect(messages({ expires: 'soon' })).toEqual(['admin:rbac.expiryInPast'])
    expect(messages({ trades: ['juggling'] })).toHaveLength(1)
    expect(grantForm.safeParse({ ...ok, expires: '2999-12-31' }).success).toBe(true)
  })

  it('ends an expiry day at its last second, in the user’s time zone', () => {
    const end = new Date(expiryMoment('2027-03-14') ?? '')
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([
      2027, 2, 14, 23,
    ])
    expect(expiryMoment('14/03/2027')).toBeNull()
  })
})
