// The account rows /admin reads and the reason an administrator gives for a suspension.
import { describe, expect, it } from 'vitest'
import {
  accountReason,
  parseFoundUsers,
  parseUserRecord,
  REASON_MAX,
} from '../../../src/features/admin/user-rows.ts'

const found = {
  user_id: 'u1',
  full_name: 'Riley Roy',
  email: 'riley@example.com',
  created_at: '2026-11-01T10:00:00+00:00',
  last_sign_in_at: null,
  roles: ['craftsman', 'customer'],
  suspended_at: null,
  suspension_reason: null,
}

describe('account rows', () => {
  it('reads found people and refuses a row without its roles', () => {
    expect(parseFoundUsers([found])[0]?.roles).toEqual(['craftsman', 'customer'])
    expect(() => parseFoundUsers([{ ...found, roles: null }])).toThrow()
  })

  it('reads a person’s roles with their scopes, suspensions and audit trail', () => {
    const record = parseUserRecord({
      roles: [
        {
          id: 'r1',
          role: 'moderator',
          status: 'active',
          organization_id: null,
          trade_scope: '["plumbing"]',
          region_scope: null,
          expires_at: null,
          created_at: '2026-11-01T10:00:00+00:00',
        },
      ],
      suspensions: [
        {
          id: 's1',
          reason: 'Spam',
          suspended_by: 'a1',
          suspended_at: '2026-11-02T10:00:00+00:00',
          restored_by: null,
          restored_at: null,
          restore_reason: null,
        },
      ],
      audit: [
        {
          id: 'l1',
          actor_id: 'a1',
          action_type: 'suspend_account',
          role_affected: null,
          reason: 'Spam',
          created_at: '2026-11-02T10:00:00+00:00',
        },
      ],
    })
    expect(record.roles[0]?.trade_scope).toEqual(['plumbing'])
    expect(record.roles[0]?.region_scope).toEqual([])
    expect(record.suspensions[0]?.restored_at).toBeNull()
    expect(record.audit[0]?.action_type).toBe('suspend_account')
    expect(() =>
      parseUserRecord({ roles: [], suspensions: [], audit: [{ action_type: 'delete' }] }),
    ).toThrow()
  })

  it('wants a reason of 1 to 1000 characters, trimmed, as the server does', () => {
    expect(accountReason.safeParse('  Spam in posts ').data).toBe('Spam in posts')
    expect(accountReason.safeParse('   ').error?.issues[0]?.message).toBe(
      'admin:users.reasonRequired',
    )
    expect(accountReason.safeParse('x'.repeat(REASON_MAX)).success).toBe(true)
    expect(accountReason.safeParse('x'.repeat(REASON_MAX + 1)).error?.issues[0]?.message).toBe(
      'admin:users.reasonTooLong',
    )
  })
})
