// One type per role row (issue 30): the server's user_roles rows and the replica's copies become
// the same UserRole; the role session, also kept on the device, is read through zod.
import { afterEach, describe, expect, it } from 'vitest'
import {
  forgetRoleSessions,
  rememberedRoleSession,
  rememberRoleSession,
} from '../../../src/features/roles/offline-roles.ts'
import { parseRoleSession, parseUserRoles } from '../../../src/features/roles/role-row-schemas.ts'
import { toUserRole } from '../../../src/features/roles/role-rows.ts'

const userId = '00000000-0000-4000-8000-0000000000b1'
const row = {
  id: '00000000-0000-4000-8000-0000000000c1',
  user_id: userId,
  role: 'craftsman',
  status: 'active',
  organization_id: null,
  expires_at: null,
}
const session = {
  session_id: '00000000-0000-4000-8000-0000000000d1',
  user_id: userId,
  active_role: 'craftsman',
  organization_id: null,
  session_token: 'token',
  is_active: true,
  expires_at: '2026-11-28T10:00:00+00:00',
  created_at: '2026-11-27T10:00:00+00:00',
  updated_at: '2026-11-27T10:00:00+00:00',
}

afterEach(() => forgetRoleSessions())

describe('role rows', () => {
  it("reads the server's scope arrays and the replica's JSON text as the same role", () => {
    const [fromServer] = parseUserRoles([
      { ...row, region_scope: ['Quebec'], trade_scope: ['electrical'] },
    ])
    const fromReplica = toUserRole({
      ...row,
      region_scope: '["Quebec"]',
      trade_scope: '["electrical"]',
    })
    expect(fromServer).toEqual(fromReplica)
    expect(fromReplica.region_scope).toEqual(['Quebec'])
  })

  it('refuses a server row of another shape', () => {
    expect(() => parseUserRoles([{ ...row, role: 7 }])).toThrow()
  })

  it('keeps the role session on the device and ignores a copy of another shape', async () => {
    expect(parseRoleSession(null)).toBeNull()
    rememberRoleSession(parseRoleSession(session))
    expect(await rememberedRoleSession(userId)).toEqual(session)
    localStorage.setItem(
      `craftlink_role_session_${userId}`,
      JSON.stringify({ user_id: userId, active_role: 'admin' }),
    )
    expect(await rememberedRoleSession(userId)).toBeNull()
    expect(await rememberedRoleSession('someone-else')).toBeNull()
  })
})
