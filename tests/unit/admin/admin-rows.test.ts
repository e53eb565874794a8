// The admin screen's rows: what the server sends is checked, names are joined, the audit log is
// searched by person, role or reason.
import { describe, expect, it } from 'vitest'
import {
  filterAudit,
  namesOf,
  parseAuditLog,
  parseRoleRequests,
} from '../../../src/features/admin/admin-rows.ts'

const request = {
  id: 'r1',
  user_id: 'u1',
  requested_role: 'moderator',
  organization_id: null,
  reason: 'Forum help',
  trade_scope: '["plumbing"]',
  region_scope: null,
  status: 'pending',
  decided_by: null,
  decided_at: null,
  decision_note: null,
  created_at: '2026-11-29T10:00:00+00:00',
}

const entry = (over: Record<string, unknown>) => ({
  id: 'a1',
  actor_id: 'admin',
  target_user_id: 'u1',
  action_type: 'approve',
  role_affected: 'moderator',
  organization_id: null,
  trade_scope: null,
  region_scope: '["Quebec"]',
  reason: null,
  created_at: '2026-11-29T10:00:00+00:00',
  ...over,
})

describe('admin rows', () => {
  it('reads scope lists from JSON text and refuses an unknown status', () => {
    const [row] = parseRoleRequests([request])
    expect(row?.trade_scope).toEqual(['plumbing'])
    expect(row?.region_scope).toEqual([])
    expect(() => parseRoleRequests([{ ...request, status: 'maybe' }])).toThrow()
    expect(() => parseAuditLog([entry({ action_type: 'delete' })])).toThrow()
  })

  it('names people and organizations; people without a name are left out', () => {
    const names = namesOf(
      [
        { user_id: 'u1', full_name: 'Riley Roy' },
        { user_id: 'u2', full_name: null },
      ],
      [{ id: 'o1', name: 'Roy Plumbing' }],
    )
    expect([...names]).toEqual([
      ['u1', 'Riley Roy'],
      ['o1', 'Roy Plumbing'],
    ])
  })

  it('finds entries by either person, the role name or the reason, in any case', () => {
    const log = parseAuditLog([
      entry({ id: 'a1' }),
      entry({ id: 'a2', target_user_id: 'u2', role_affected: 'auditor', reason: 'Union AUDITS' }),
      entry({ id: 'a3', target_user_id: 'u3', actor_id: null, role_affected: 'craftsman' }),
    ])
    const names = new Map([
      ['u1', 'Riley Roy'],
      ['admin', 'Avery Admin'],
    ])
    const roleName = (role: string) => (role === 'moderator' ? 'Moderator' : role)
    const ids = (q: string) => filterAudit(log, names, q, roleName).map((e) => e.id)
    expect(ids('')).toEqual(['a1', 'a2', 'a3'])
    expect(ids('riley')).toEqual(['a1'])
    expect(ids('avery')).toEqual(['a1', 'a2'])
    expect(ids('MODERATOR')).toEqual(['a1'])
    expect(ids('audits')).toEqual(['a2'])
    expect(ids('craftsman')).toEqual(['a3'])
    expect(ids('nobody')).toEqual([])
  })

  it('takes account actions, which name no role, and finds them by reason', () => {
    const log = parseAuditLog([
      entry({ id: 'a1', action_type: 'suspend_account', role_affected: null, reason: 'Spam' }),
    ])
    expect(log[0]?.role_affected).toBeNull()
    expect(filterAudit(log, new Map(), 'spam', (r) => r).map((e) => e.id)).toEqual(['a1'])
    expect(filterAudit(log, new Map(), 'moderator', (r) => r)).toEqual([])
  })
})
