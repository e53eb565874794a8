// Granting and revoking roles as /admin/rbac does (issue 36): only verified administrators
// change roles, with a reason and an audit entry; scopes and expiry are kept; the last
// administrator and one's own administrator role cannot be revoked; security officers only read.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let admin: User

beforeAll(async () => {
  server = await startProductServer()
  admin = await makeUser(server, ['admin'], 'Avery Admin', { aal: 'aal2' })
})
afterAll(async () => {
  await server?.close()
})

const grant = (by: User, who: string, extra: Record<string, unknown> = {}) =>
  by.db.rpc('admin_grant_role', {
    p_user_id: who,
    p_role: 'moderator',
    p_reason: 'Runs the trade forum',
    ...extra,
  })
const revoke = (by: User, roleId: string, reason: unknown = 'Stepped down') =>
  by.db.rpc('admin_revoke_role', { p_role_id: roleId, p_reason: reason })

async function roleRow(userId: string, role: string) {
  const [row] = await sql<Record<string, unknown>>(
    server,
    `select id, status, trade_scope, region_scope, expires_at, granted_by from user_roles
     where user_id = $1 and role = $2`,
    [userId, role],
  )
  return row
}

describe('granting a role', () => {
  it('keeps the scope and expiry, records who granted it and audits the reason', async () => {
    const u = await makeUser(server, [], 'Gina Granted')
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString()
    const answer = await grant(admin, u.id, {
      p_trade_scope: ['plumbing', 'electrical'],
      p_region_scope: ['Ontario'],
      p_expires_at: expires,
    })
    expect(answer.error).toBeNull()
    const row = await roleRow(u.id, 'moderator')
    expect(row).toMatchObject({ id: answer.data, status: 'active', granted_by: admin.id })
    expect(JSON.parse(String(row?.trade_scope))).toEqual(['plumbing', 'electrical'])
    expect(JSON.parse(String(row?.region_scope))).toEqual(['Ontario'])
    expect(new Date(String(row?.expires_at)).toISOString()).toBe(expires)
    expect(
      await sql(
        server,
        `select actor_id, action_type, role_affected, reason from role_audit_log
         where target_user_id = $1`,
        [u.id],
      ),
    ).toEqual([
      {
        actor_id: admin.id,
        action_type: 'grant',
        role_affected: 'moderator',
        reason: 'Runs the trade forum',
      },
    ])
    // The person now holds it (holds_role, as the policies ask).
    const { data } = await u.db.rpc('user_has_permission', {
      required_permission: 'moderation.review',
    })
    expect(data).toBe(true)
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const u = await makeUser(server, [], 'Bad Input')
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ p_role: 'wizard' }, '22023', 'Unknown role'],
      [{ p_reason: '  ' }, '22023', 'A reason is required'],
      [
        { p_expires_at: new Date(Date.now() - 60_000).toISOString() },
        '22023',
        'The expiry must be in the future',
      ],
      [{ p_trade_scope: ['juggling'] }, '23514', 'user_roles_trade_scope_valid'],
    ]
    for (const [extra, code, text] of cases) {
      const answer = await grant(admin, u.id, extra)
      expect(answer.error?.code).toBe(code)
      expect(answer.error?.message).toContain(text)
    }
    expect((await grant(admin, randomUUID())).error?.code).toBe('P0002')
    expect(await roleRow(u.id, 'moderator')).toBeUndefined()
  })

  it('is for verified administrators only; a security officer reads but changes nothing', async () => {
    const u = await makeUser(server, ['craftsman'], 'Target Person')
    const officer = await makeUser(server, ['security_officer'], 'Sec Officer')
    const unverified = await makeUser(server, ['admin'], 'Unverified Admin', { aal: 'aal1' })
    for (const who of [officer, unverified, u]) {
      expect((await grant(who, u.id, { p_role: 'admin' })).error?.code).toBe('42501')
    }
    expect(await roleRow(u.id, 'admin')).toBeUndefined()

    const roles = await officer.db.rpc('rbac_person_roles', { p_user_id: u.id })
    expect(roles.error).toBeNull()
    expect((roles.data as Array<{ role: string }>).map((r) => r.role).sort()).toEqual([
      'craftsman',
      'customer',
    ])
    const found = await officer.db.rpc('admin_find_users', { p_search: u.email })
    expect((found.data as Array<{ user_id: string }>).map((r) => r.user_id)).toEqual([u.id])
    for (const who of [unverified, u]) {
      const refused = await who.db.rpc('rbac_person_roles', { p_user_id: officer.id })
      expect(refused.error?.code).toBe('42501')
    }
    const held = await roleRow(u.id, 'craftsman')
    expect((await revoke(officer, String(held?.id))).error?.code).toBe('42501')
    expect((await roleRow(u.id, 'craftsman'))?.status).toBe('active')
  })
})

describe('revoking a role', () => {
  it('revokes with a reason and audits it; the person cannot take it back', async () => {
    const u = await makeUser(server, [], 'Rory Revoked')
    const granted = await grant(admin, u.id)
    expect((await revoke(admin, String(granted.data), '')).error?.code).toBe('22023')
    const base = await roleRow(u.id, 'customer')
    expect((await revoke(admin, String(base?.id))).error?.message).toBe(
      'The base customer role cannot be revoked',
    )
    expect((await revoke(admin, String(granted.data))).error).toBeNull()
    expect((await roleRow(u.id, 'moderator'))?.status).toBe('revoked')
    expect((await revoke(admin, String(granted.data))).error?.message).toBe(
      'This role is not active',
    )
    const [entry] = await sql(
      server,
      `select action_type, reason from role_audit_log where target_user_id = $1
       order by created_at desc limit 1`,
      [u.id],
    )
    expect(entry).toEqual({ action_type: 'revoke', reason: 'Stepped down' })
    // Asking again does not bring it back (issue 39's rule holds for revoked roles).
    await u.db.rpc('submit_role_request', {
      p_requested_role: 'moderator',
      p_organization_id: null,
      p_reason: 'Please',
    })
    expect((await roleRow(u.id, 'moderator'))?.status).toBe('revoked')
  })

  it('never revokes the last administrator; one may step down while another remains', async () => {
    // Every other administrator (made by other tests) revoked: Avery is the last one.
    await sql(
      server,
      `update user_roles set status = 'revoked' where role = 'admin' and user_id <> $1`,
      [admin.id],
    )
    const own = await roleRow(admin.id, 'admin')
    expect((await revoke(admin, String(own?.id))).error).toMatchObject({
      code: '23514',
      message: 'You cannot revoke the last administrator',
    })
    expect((await roleRow(admin.id, 'admin'))?.status).toBe('active')

    const second = await makeUser(server, ['admin'], 'Second Admin', { aal: 'aal2' })
    expect((await revoke(admin, String(own?.id), 'Handing over to Second')).error).toBeNull()
    expect((await roleRow(admin.id, 'admin'))?.status).toBe('revoked')
    const secondRole = await roleRow(second.id, 'admin')
    expect((await revoke(second, String(secondRole?.id))).error?.message).toBe(
      'You cannot revoke the last administrator',
    )
    // Avery is no administrator any more: the functions refuse them.
    expect((await grant(admin, admin.id, { p_role: 'admin' })).error?.code).toBe('42501')
  })
})
