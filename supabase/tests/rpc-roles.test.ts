// Section 7 role RPCs (spec names and parameters): sessions, permissions, requests, audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let admin: User

beforeAll(async () => {
  server = await startProductServer()
  admin = await makeUser(server, ['admin'], 'Test User', { aal: 'aal2' })
})
afterAll(async () => {
  await server?.close()
})

describe('role sessions', () => {
  it('get_current_user_session creates nothing; the client creates the default session', async () => {
    const u = await makeUser(server)
    expect((await u.db.rpc('get_current_user_session')).data).toEqual([])
    expect(
      await sql(server, 'select 1 from user_sessions where user_id = $1', [u.id]),
    ).toHaveLength(0)
    expect(
      (
        await u.db
          .from('user_sessions')
          .insert({ user_id: u.id, active_role: 'customer', organization_id: null })
      ).error,
    ).toBeNull()
    const { data } = await u.db.rpc('get_current_user_session')
    expect(data).toEqual([
      expect.objectContaining({
        user_id: u.id,
        active_role: 'customer',
        organization_id: null,
        is_active: true,
      }),
    ])
    expect(data[0].session_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a client cannot open a session in a role it does not hold', async () => {
    const u = await makeUser(server)
    const { error } = await u.db
      .from('user_sessions')
      .insert({ user_id: u.id, active_role: 'admin' })
    expect(error?.code).toBe('42501')
  })

  it('switch_user_role switches to a held active role and audits it', async () => {
    const u = await makeUser(server, ['craftsman'])
    const { data, error } = await u.db.rpc('switch_user_role', {
      new_role: 'craftsman',
      new_organization_id: null,
    })
    expect(error).toBeNull()
    expect(data).toEqual([expect.objectContaining({ active_role: 'craftsman' })])
    expect(
      (await u.db.rpc('switch_user_role', { new_role: 'customer', new_organization_id: null }))
        .data,
    ).toEqual([
      expect.objectContaining({ active_role: 'customer', session_id: data[0].session_id }),
    ])
    const audit = await sql(
      server,
      `select action_type, role_affected from role_audit_log where target_user_id = $1`,
      [u.id],
    )
    expect(audit).toContainEqual({ action_type: 'switch', role_affected: 'customer' })
  })

  it('switch_user_role refuses roles not held, pending or unknown', async () => {
    const u = await makeUser(server)
    await sql(
      server,
      `insert into user_roles (user_id, role, status) values ($1, 'mentor', 'pending')`,
      [u.id],
    )
    const notHeld = await u.db.rpc('switch_user_role', {
      new_role: 'admin',
      new_organization_id: null,
    })
    expect(notHeld.error?.code).toBe('42501')
    expect(notHeld.error?.message).toBe('You do not hold the role admin as an active role')
    expect(
      (await u.db.rpc('switch_user_role', { new_role: 'mentor', new_organization_id: null })).error
        ?.code,
    ).toBe('42501')
    expect(
      (await u.db.rpc('switch_user_role', { new_role: 'wizard', new_organization_id: null })).error
        ?.code,
    ).toBe('22023')
    expect(
      (
        await anonClient(server).rpc('switch_user_role', {
          new_role: 'customer',
          new_organization_id: null,
        })
      ).error,
    ).not.toBeNull()
  })
})

describe('permissions', () => {
  it('user_has_permission follows active held roles', async () => {
    const u = await makeUser(server, ['company'])
    expect((await u.db.rpc('user_has_permission', { required_permission: 'jobs.post' })).data).toBe(
      true,
    )
    expect(
      (await u.db.rpc('user_has_permission', { required_permission: 'crawler.manage' })).data,
    ).toBe(false)
    await sql(
      server,
      `update user_roles set status = 'suspended' where user_id = $1 and role = 'company'`,
      [u.id],
    )
    expect((await u.db.rpc('user_has_permission', { required_permission: 'jobs.post' })).data).toBe(
      false,
    )
    expect(
      (await admin.db.rpc('user_has_permission', { required_permission: 'crawler.manage' })).data,
    ).toBe(true)
    expect(
      (await anonClient(server).rpc('user_has_permission', { required_permission: 'jobs.post' }))
        .data,
    ).toBe(false)
  })
})

describe('role requests', () => {
  it('a self-service role is granted at once and the requester is notified', async () => {
    const u = await makeUser(server)
    const { data: id, error } = await u.db.rpc('submit_role_request', {
      p_requested_role: 'craftsman',
      p_organization_id: null,
      p_reason: 'I am a welder',
    })
    expect(error).toBeNull()
    expect(await sql(server, 'select status from role_requests where id = $1', [id])).toEqual([
      { status: 'approved' },
    ])
    expect(
      await sql(server, `select status from user_roles where user_id = $1 and role = 'craftsman'`, [
        u.id,
      ]),
    ).toEqual([{ status: 'active' }])
    const { data: notes } = await u.db.from('notifications').select('type, title, read')
    expect(notes).toEqual([{ type: 'role_request', title: 'Role request approved', read: false }])
  })

  it('other roles wait for an admin; the decision grants or refuses and notifies', async () => {
    const u = await makeUser(server)
    const { data: id } = await u.db.rpc('submit_role_request', {
      p_requested_role: 'mentor',
      p_organization_id: null,
      p_reason: 'Twenty years as a plumber',
      p_trade_scope: ['plumbing'],
      p_region_scope: ['Quebec'],
    })
    expect(
      (await u.db.from('user_roles').select('role, status').eq('role', 'mentor')).data,
    ).toEqual([{ role: 'mentor', status: 'pending' }])
    const again = await u.db.rpc('submit_role_request', {
      p_requested_role: 'mentor',
      p_organization_id: null,
      p_reason: null,
    })
    expect(again.error?.message).toBe('A request for the role mentor is already pending')
    // The requester cannot decide their own request.
    await u.db.from('role_requests').update({ status: 'approved' }).eq('id', id)
    expect(await sql(server, 'select status from role_requests where id = $1', [id])).toEqual([
      { status: 'pending' },
    ])
    expect(
      (await admin.db.from('role_requests').update({ status: 'approved' }).eq('id', id)).error,
    ).toBeNull()
    expect(
      (await u.db.from('user_roles').select('status, trade_scope').eq('role', 'mentor')).data,
    ).toEqual([{ status: 'active', trade_scope: '["plumbing"]' }])
    expect((await u.db.from('notifications').select('title')).data).toEqual([
      { title: 'Role request approved' },
    ])
    const held = await u.db.rpc('submit_role_request', {
      p_requested_role: 'mentor',
      p_organization_id: null,
      p_reason: null,
    })
    expect(held.error?.message).toBe('You already hold the role mentor')
  })

  it("a self-service role in someone else's organization waits for an admin", async () => {
    const owner = await makeUser(server, ['company'])
    const [org] = await sql<{ id: string }>(
      server,
      `insert into organizations (name, owner_id) values ('Owner Co', $1) returning id`,
      [owner.id],
    )
    const stranger = await makeUser(server)
    const { data: id } = await stranger.db.rpc('submit_role_request', {
      p_requested_role: 'company',
      p_organization_id: org!.id,
      p_reason: null,
    })
    expect(await sql(server, 'select status from role_requests where id = $1', [id])).toEqual([
      { status: 'pending' },
    ])
    const { data: own } = await owner.db.rpc('submit_role_request', {
      p_requested_role: 'craftsman',
      p_organization_id: org!.id,
      p_reason: null,
    })
    expect(await sql(server, 'select status from role_requests where id = $1', [own])).toEqual([
      { status: 'approved' },
    ])
  })

  it('a rejected request leaves the role rejected', async () => {
    const u = await makeUser(server)
    const { data: id } = await u.db.rpc('submit_role_request', {
      p_requested_role: 'moderator',
      p_organization_id: null,
      p_reason: null,
    })
    await admin.db
      .from('role_requests')
      .update({ status: 'rejected', decision_note: 'Not now' })
      .eq('id', id)
    expect((await u.db.from('user_roles').select('status').eq('role', 'moderator')).data).toEqual([
      { status: 'rejected' },
    ])
    expect((await u.db.from('notifications').select('title')).data).toEqual([
      { title: 'Role request declined' },
    ])
  })

  it('refuses unknown roles and bad scopes, writing nothing', async () => {
    const u = await makeUser(server)
    expect(
      (
        await u.db.rpc('submit_role_request', {
          p_requested_role: 'king',
          p_organization_id: null,
          p_reason: null,
        })
      ).error?.code,
    ).toBe('22023')
    const badScope = await u.db.rpc('submit_role_request', {
      p_requested_role: 'mentor',
      p_organization_id: null,
      p_reason: null,
      p_region_scope: ['Texas'],
    })
    expect(badScope.error?.message).toContain('role_requests_region_scope_valid')
    expect(
      await sql(server, 'select 1 from role_requests where user_id = $1', [u.id]),
    ).toHaveLength(0)
  })

  it('log_role_action: users log their own requests; only admins log for others', async () => {
    const u = await makeUser(server)
    const args = {
      p_target_user_id: u.id,
      p_action_type: 'request',
      p_role_affected: 'mentor',
      p_organization_id: null,
      p_trade_scope: ['hvac'],
      p_region_scope: ['Yukon'],
      p_reason: 'Want to mentor',
    }
    const { data: id, error } = await u.db.rpc('log_role_action', args)
    expect(error).toBeNull()
    expect(
      await sql(
        server,
        'select actor_id, trade_scope, region_scope from role_audit_log where id = $1',
        [id],
      ),
    ).toEqual([{ actor_id: u.id, trade_scope: '["hvac"]', region_scope: '["Yukon"]' }])
    expect(
      (await u.db.rpc('log_role_action', { ...args, p_target_user_id: admin.id })).error?.code,
    ).toBe('42501')
    expect(
      (await u.db.rpc('log_role_action', { ...args, p_action_type: 'grant' })).error?.code,
    ).toBe('42501')
    expect(
      (await admin.db.rpc('log_role_action', { ...args, p_action_type: 'grant' })).error,
    ).toBeNull()
    expect(
      (await admin.db.rpc('log_role_action', { ...args, p_action_type: 'bless' })).error?.message,
    ).toContain('role_audit_log_action_type_valid')
  })
})
