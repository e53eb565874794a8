// Notification guards, server-stamped _modified, and the new-user and profile events (the
// sign-up goes through the real auth endpoint, so the trigger on auth.users runs as on hosted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  insertAsOwner,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let craftsman: User

beforeAll(async () => {
  server = await startProductServer()
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
})
afterAll(async () => {
  await server?.close()
})

describe('notifications, time spent and the new-user event', () => {
  it('a read notification never becomes unread; only read and _deleted change', async () => {
    const n = await insertAsOwner(server, 'notifications', {
      user_id: craftsman.id,
      title: 'Hi',
      message: 'Hello',
    })
    expect(
      (
        await craftsman.db
          .from('notifications')
          .update({ read: true })
          .eq('id', n.id as string)
      ).error,
    ).toBeNull()
    expect(
      await sql(server, 'select read_at is not null as stamped from notifications where id = $1', [
        n.id,
      ]),
    ).toEqual([{ stamped: true }])
    expect(
      (
        await craftsman.db
          .from('notifications')
          .update({ read: false })
          .eq('id', n.id as string)
      ).error?.message,
    ).toContain('notifications_read_irreversible')
    expect(
      (
        await craftsman.db
          .from('notifications')
          .update({ title: 'Changed' })
          .eq('id', n.id as string)
      ).error?.code,
    ).toBe('42501')
    const markAll = await craftsman.db
      .from('notifications')
      .update({ read: true })
      .eq('user_id', craftsman.id)
      .eq('read', false)
    expect(markAll.error).toBeNull()
  })

  it('[SYNC-CP-3] _modified is the server clock on insert and update, whatever the client sends', async () => {
    const row = {
      id: `${craftsman.id}:phone:/jobs`,
      user_id: craftsman.id,
      device_id: 'phone',
      page: '/jobs',
      seconds: 10,
      visits: 1,
      _modified: '2000-01-01T00:00:00Z',
    }
    await craftsman.db.from('page_time_spent').insert(row)
    const [first] = await sql<{ m: string }>(
      server,
      `select _modified::text as m from page_time_spent where id = $1`,
      [row.id],
    )
    expect(new Date(first!.m).getFullYear()).toBeGreaterThan(2020)
    await craftsman.db.from('page_time_spent').update({ seconds: 20, visits: 2 }).eq('id', row.id)
    const [second] = await sql<{ m: string }>(
      server,
      `select _modified::text as m from page_time_spent where id = $1`,
      [row.id],
    )
    expect(new Date(second!.m).getTime()).toBeGreaterThan(new Date(first!.m).getTime())
  })

  it('sign-up creates a profile, the customer role and preferences; sign-up data cannot grant roles', async () => {
    const client = anonClient(server)
    const email = `new-${Date.now()}@example.com`
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Sturdy-pass-1',
      options: { data: { full_name: 'Zoë O’Brien', default_role: 'admin' } },
    })
    expect(error).toBeNull()
    const id = data.user!.id
    expect(
      await sql(server, 'select default_role, full_name from user_profiles where user_id = $1', [
        id,
      ]),
    ).toEqual([{ default_role: 'customer', full_name: 'Zoë O’Brien' }])
    expect(
      await sql(server, 'select role, status from user_roles where user_id = $1', [id]),
    ).toEqual([{ role: 'customer', status: 'active' }])
    expect(
      await sql(server, 'select skill_level from navigation_preferences where user_id = $1', [id]),
    ).toEqual([{ skill_level: 'beginner' }])
  })

  it('creating a craftsman or company profile grants that role', async () => {
    const u = await makeUser(server)
    await u.db
      .from('craftsman_profiles')
      .insert({ user_id: u.id, trades: '["roofing"]', experience_level: 'entry' })
    await u.db
      .from('company_profiles')
      .insert({ user_id: u.id, company_name: 'Roof Co', province: 'Manitoba', city: 'Brandon' })
    const { data } = await u.db.from('user_roles').select('role, status').order('role')
    expect(data).toEqual([
      { role: 'company', status: 'active' },
      { role: 'craftsman', status: 'active' },
      { role: 'customer', status: 'active' },
    ])
  })
})
