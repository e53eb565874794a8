// The group administration rows: checked shapes, and which roles a member could still be given.
import { describe, expect, it } from 'vitest'
import {
  grantableRoles,
  parseManagedOrganizations,
  parseMembers,
} from '../../../src/features/group-admin/group-admin-rows.ts'

const member = parseMembers([
  {
    user_id: 'u1',
    full_name: 'Wen Worker',
    is_owner: false,
    roles: [
      {
        id: 'r1',
        role: 'craftsman',
        status: 'active',
        expires_at: null,
        since: '2026-11-01T00:00:00Z',
      },
      {
        id: 'r2',
        role: 'mentor',
        status: 'suspended',
        expires_at: null,
        since: '2026-11-02T00:00:00Z',
      },
    ],
    since: '2026-11-01T00:00:00Z',
  },
])[0]!

describe('group administration rows', () => {
  it('offer the organization roles a member does not hold, company only to its owner', () => {
    expect(grantableRoles(member, false)).toEqual([
      'apprentice',
      'workshop_owner',
      'factory_manager',
      'brand_manager',
    ])
    expect(grantableRoles(member, true)).toContain('company')
    expect(grantableRoles(member, true)).not.toContain('mentor')
  })

  it('read counts whether the server sends them as numbers or text', () => {
    const [org] = parseManagedOrganizations([
      {
        id: 'o',
        name: 'Olivia Builders',
        owned: true,
        can_make_admins: true,
        members: '3',
        pending_requests: 1,
      },
    ])
    expect(org).toMatchObject({ members: 3, pending_requests: 1 })
  })

  it('refuse a role status the page does not know', () => {
    expect(() =>
      parseMembers([{ ...member, roles: [{ ...member.roles[0]!, status: 'revoked' }] }]),
    ).toThrow()
  })
})
