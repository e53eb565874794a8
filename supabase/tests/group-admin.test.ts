// Group administration (issue 36, /group-admin): an organization's owner and its company-role
// holders manage its members, decide its join requests and give or take its roles, inside that
// organization only. Only the owner makes other organization administrators; the owner's roles
// and platform roles are out of reach; an administrator's suspension is not undone this way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let owner: User
let manager: User
let worker: User
let outsider: User
let otherOwner: User
let org: string
let otherOrg: string

async function newOrg(user: User, name: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    server,
    `insert into organizations (name, owner_id) values ($1, $2) returning id`,
    [name, user.id],
  )
  return row!.id
}

async function orgRole(user: User, role: string, organization: string, status = 'active') {
  await sql(
    server,
    `insert into user_roles (user_id, role, status, organization_id) values ($1, $2, $3, $4)`,
    [user.id, role, status, organization],
  )
}

async function joinRequest(user: User, role: string, organization: string): Promise<string> {
  const { data, error } = await user.db.rpc('submit_role_request', {
    p_requested_role: role,
    p_organization_id: organization,
    p_reason: 'I would like to join',
  })
  expect(error).toBeNull()
  return data as string
}

const roleOf = async (user: User, role: string, organization: string) =>
  (
    await sql<{ status: string }>(
      server,
      'select status from user_roles where user_id = $1 and role = $2 and organization_id = $3',
      [user.id, role, organization],
    )
  )[0]?.status

beforeAll(async () => {
  server = await startProductServer()
  owner = await makeUser(server, ['company'], 'Owner Olivia')
  manager = await makeUser(server, [], 'Manager Max')
  worker = await makeUser(server, ['craftsman'], 'Worker Wen')
  outsider = await makeUser(server, ['craftsman'], 'Outsider Oz')
  otherOwner = await makeUser(server, ['company'], 'Other Owner')
  org = await newOrg(owner, 'Olivia Builders')
  otherOrg = await newOrg(otherOwner, 'Elsewhere Inc.')
  await orgRole(manager, 'company', org)
  await orgRole(worker, 'craftsman', org)
})
afterAll(async () => {
  await server?.close()
})

describe('group administration', () => {
  it('lists the organizations a person administers, and their members to them only', async () => {
    const mine = await manager.db.rpc('my_managed_organizations')
    expect(mine.data).toEqual([
      expect.objectContaining({ id: org, name: 'Olivia Builders', owned: false, members: 3 }),
    ])
    expect((await worker.db.rpc('my_managed_organizations')).data).toEqual([])
    const members = await owner.db.rpc('organization_members', { p_organization_id: org })
    expect(members.error).toBeNull()
    const names = (members.data as Array<{ full_name: string; is_owner: boolean }>).map((m) => [
      m.full_name,
      m.is_owner,
    ])
    expect(names).toEqual([
      ['Owner Olivia', true],
      ['Manager Max', false],
      ['Worker Wen', false],
    ])
    const refused = await worker.db.rpc('organization_members', { p_organization_id: org })
    expect(refused.error?.message).toBe("Only this organization's administrators can do this")
    const elsewhere = await owner.db.rpc('organization_members', { p_organization_id: otherOrg })
    expect(elsewhere.error?.code).toBe('42501')
  })

  it('decides join requests for organization roles; the person holds the role at once', async () => {
    const requester = await makeUser(server, [], 'Requester Rae')
    const id = await joinRequest(requester, 'apprentice', org)
    const list = await manager.db.rpc('organization_join_requests', { p_organization_id: org })
    expect(list.data).toContainEqual(
      expect.objectContaining({
        id,
        full_name: 'Requester Rae',
        status: 'pending',
        decidable: true,
      }),
    )
    const stranger = await otherOwner.db.rpc('organization_decide_request', {
      p_request_id: id,
      p_approve: true,
    })
    expect(stranger.error?.code).toBe('42501')
    const decided = await manager.db.rpc('organization_decide_request', {
      p_request_id: id,
      p_approve: true,
      p_note: 'Welcome aboard',
    })
    expect(decided.error).toBeNull()
    expect(await roleOf(requester, 'apprentice', org)).toBe('active')
    const [audit] = await sql(
      server,
      `select actor_id, action_type, organization_id from role_audit_log
       where target_user_id = $1 and action_type = 'approve'`,
      [requester.id],
    )
    expect(audit).toEqual({ actor_id: manager.id, action_type: 'approve', organization_id: org })
    const [notice] = await sql(server, `select type from notifications where user_id = $1`, [
      requester.id,
    ])
    expect(notice).toEqual({ type: 'role_request' })
    const again = await manager.db.rpc('organization_decide_request', {
      p_request_id: id,
      p_approve: false,
    })
    expect(again.error?.message).toMatch(/Only pending role requests can be decided/)
  })

  it('leaves platform roles and new organization administrators to those above', async () => {
    const asker = await makeUser(server, [], 'Asker Ash')
    const platform = await joinRequest(asker, 'moderator', org)
    const refused = await manager.db.rpc('organization_decide_request', {
      p_request_id: platform,
      p_approve: true,
    })
    expect(refused.error?.message).toBe('Organizations cannot give the role moderator')
    const admin = await joinRequest(asker, 'company', org)
    const byManager = await manager.db.rpc('organization_decide_request', {
      p_request_id: admin,
      p_approve: true,
    })
    expect(byManager.error?.message).toBe(
      'Only the owner can change who administers the organization',
    )
    expect(
      (await owner.db.rpc('organization_decide_request', { p_request_id: admin, p_approve: true }))
        .error,
    ).toBeNull()
    expect(await roleOf(asker, 'company', org)).toBe('active')
  })

  it('grants and revokes organization roles for members only, never the owner’s', async () => {
    const granted = await manager.db.rpc('organization_grant_role', {
      p_organization_id: org,
      p_user_id: worker.id,
      p_role: 'mentor',
      p_reason: 'Leads the apprentices',
    })
    expect(granted.error).toBeNull()
    expect(await roleOf(worker, 'mentor', org)).toBe('active')
    const twice = await manager.db.rpc('organization_grant_role', {
      p_organization_id: org,
      p_user_id: worker.id,
      p_role: 'mentor',
      p_reason: 'Again',
    })
    expect(twice.error?.message).toBe('This person already holds the role in the organization')
    const notMember = await manager.db.rpc('organization_grant_role', {
      p_organization_id: org,
      p_user_id: outsider.id,
      p_role: 'craftsman',
      p_reason: 'Hire',
    })
    expect(notMember.error?.message).toBe('This person is not a member of the organization')
    const noReason = await manager.db.rpc('organization_grant_role', {
      p_organization_id: org,
      p_user_id: worker.id,
      p_role: 'apprentice',
      p_reason: ' ',
    })
    expect(noReason.error?.message).toBe('A reason is required')

    const [mentorRole] = await sql<{ id: string }>(
      server,
      `select id from user_roles where user_id = $1 and role = 'mentor' and organization_id = $2`,
      [worker.id, org],
    )
    const outside = await otherOwner.db.rpc('organization_revoke_role', {
      p_role_id: mentorRole!.id,
      p_reason: 'No',
    })
    expect(outside.error?.code).toBe('42501')
    const revoked = await manager.db.rpc('organization_revoke_role', {
      p_role_id: mentorRole!.id,
      p_reason: 'Moved to another site',
    })
    expect(revoked.error).toBeNull()
    expect(await roleOf(worker, 'mentor', org)).toBe('revoked')

    await orgRole(owner, 'craftsman', org)
    const [ownerRole] = await sql<{ id: string }>(
      server,
      `select id from user_roles where user_id = $1 and role = 'craftsman' and organization_id = $2`,
      [owner.id, org],
    )
    const onOwner = await manager.db.rpc('organization_revoke_role', {
      p_role_id: ownerRole!.id,
      p_reason: 'Coup',
    })
    expect(onOwner.error?.message).toBe(
      "The owner's roles in the organization cannot be changed here",
    )
  })

  it('does not give back a role an administrator suspended', async () => {
    const suspended = await makeUser(server, [], 'Suspended Sid')
    await orgRole(suspended, 'craftsman', org, 'suspended')
    await orgRole(suspended, 'apprentice', org)
    const res = await owner.db.rpc('organization_grant_role', {
      p_organization_id: org,
      p_user_id: suspended.id,
      p_role: 'craftsman',
      p_reason: 'Back to work',
    })
    expect(res.error?.message).toBe(
      'An administrator suspended this role; only an administrator can restore it',
    )
    expect(await roleOf(suspended, 'craftsman', org)).toBe('suspended')
  })
})
