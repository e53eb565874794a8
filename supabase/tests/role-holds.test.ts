// A role an admin suspended, revoked or rejected stays so until an admin decides: a new request
// by the user waits for an admin (it is not approved automatically, even for self-service
// roles), creating a profile does not grant the role back, and an approval makes it active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobRow, makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let admin: User

beforeAll(async () => {
  server = await startProductServer()
  admin = await makeUser(server, ['admin'], 'Test User', { aal: 'aal2' })
})
afterAll(async () => {
  await server?.close()
})

/** A user holding `role`, which an admin then sets to `status` (through the API, as the app does). */
async function heldUser(role: string, status: string): Promise<User> {
  const u = await makeUser(server, [role])
  const { error } = await admin.db
    .from('user_roles')
    .update({ status })
    .eq('user_id', u.id)
    .eq('role', role)
  expect(error).toBeNull()
  return u
}

async function roleStatus(u: User, role: string): Promise<string[]> {
  const rows = await sql<{ status: string }>(
    server,
    'select status from user_roles where user_id = $1 and role = $2 order by created_at',
    [u.id, role],
  )
  return rows.map((r) => r.status)
}

async function can(u: User, permission: string): Promise<boolean> {
  const { data } = await u.db.rpc('user_has_permission', { required_permission: permission })
  return data === true
}

async function request(u: User, role: string, organizationId: string | null = null) {
  const { data, error } = await u.db.rpc('submit_role_request', {
    p_requested_role: role,
    p_organization_id: organizationId,
    p_reason: 'Please give it back',
  })
  expect(error).toBeNull()
  return String(data)
}

async function requestStatus(id: string): Promise<string | undefined> {
  const rows = await sql<{ status: string }>(
    server,
    'select status from role_requests where id = $1',
    [id],
  )
  return rows[0]?.status
}

const cases = [
  { role: 'company', status: 'suspended', permission: 'jobs.post' },
  { role: 'craftsman', status: 'revoked', permission: 'jobs.apply' },
  { role: 'craftsman', status: 'rejected', permission: 'jobs.apply' },
  { role: 'apprentice', status: 'suspended', permission: 'jobs.apply' },
] as const

describe('a request for a role on hold waits for an admin', () => {
  for (const c of cases) {
    it(`${c.status} ${c.role}: still ${c.status} after the request, active once approved`, async () => {
      const u = await heldUser(c.role, c.status)
      const id = await request(u, c.role)

      expect(await requestStatus(id)).toBe('pending')
      expect(await roleStatus(u, c.role)).toEqual([c.status])
      expect(await can(u, c.permission)).toBe(false)
      if (c.role === 'company') {
        expect((await u.db.from('jobs').insert(jobRow(u.id))).error?.code).toBe('42501')
      }
      // The admin sees the request among the pending ones.
      const { data: pending } = await admin.db
        .from('role_requests')
        .select('id')
        .eq('status', 'pending')
        .eq('user_id', u.id)
      expect(pending).toEqual([{ id }])

      const approved = await admin.db
        .from('role_requests')
        .update({ status: 'approved' })
        .eq('id', id)
      expect(approved.error).toBeNull()
      expect(await roleStatus(u, c.role)).toEqual(['active'])
      expect(await can(u, c.permission)).toBe(true)
      if (c.role === 'company') {
        expect((await u.db.from('jobs').insert(jobRow(u.id))).error).toBeNull()
      }
    })
  }

  it('a declined request leaves the held role as the admin set it', async () => {
    const u = await heldUser('company', 'suspended')
    const id = await request(u, 'company')
    await admin.db.from('role_requests').update({ status: 'rejected' }).eq('id', id)
    expect(await roleStatus(u, 'company')).toEqual(['suspended'])
  })

  it('a suspended company cannot get the role back through an organization of its own', async () => {
    const u = await heldUser('company', 'suspended')
    const { data: org, error } = await u.db
      .from('organizations')
      .insert({ name: 'Fresh Start Ltd', owner_id: u.id })
      .select('id')
      .single()
    expect(error).toBeNull()
    const id = await request(u, 'company', String(org?.id))
    expect(await requestStatus(id)).toBe('pending')
    expect(await can(u, 'jobs.post')).toBe(false)
  })
})

describe('a profile does not grant a role on hold', () => {
  it('a suspended company creating its company profile stays suspended', async () => {
    const u = await heldUser('company', 'suspended')
    const { error } = await u.db.from('company_profiles').insert({
      user_id: u.id,
      company_name: 'Suspended Builders',
      province: 'Ontario',
      city: 'Ottawa',
    })
    expect(error).toBeNull()
    expect(await roleStatus(u, 'company')).toEqual(['suspended'])
    expect((await u.db.from('jobs').insert(jobRow(u.id))).error?.code).toBe('42501')
  })

  it('a rejected craftsman creating a craftsman profile stays rejected', async () => {
    const u = await heldUser('craftsman', 'rejected')
    const { error } = await u.db.from('craftsman_profiles').insert({
      user_id: u.id,
      trades: '["welding"]',
      experience_level: 'entry',
    })
    expect(error).toBeNull()
    expect(await roleStatus(u, 'craftsman')).toEqual(['rejected'])
    expect(await can(u, 'jobs.apply')).toBe(false)
  })

  it('a member with no craftsman role gets it from the profile, as registration expects', async () => {
    const u = await makeUser(server)
    await u.db.from('craftsman_profiles').insert({
      user_id: u.id,
      trades: '["welding"]',
      experience_level: 'entry',
    })
    expect(await roleStatus(u, 'craftsman')).toEqual(['active'])
  })
})
