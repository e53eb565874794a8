// get_user_onboarding_progress (section 7), public_job_counts for visitors, and the
// service-only usage statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  insertAsOwner,
  jobRow,
  makeUser,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let admin: User

beforeAll(async () => {
  server = await startProductServer()
  admin = await makeUser(server, ['admin'])
})
afterAll(async () => {
  await server?.close()
})

describe('onboarding', () => {
  it('get_user_onboarding_progress lists the role type steps with the user status', async () => {
    const u = await makeUser(server)
    const first = await u.db.rpc('get_user_onboarding_progress', {
      p_user_id: u.id,
      p_role_type: 'craftsman',
    })
    expect(first.data.map((r: { step_id: string }) => r.step_id)).toEqual([
      'craftsman.profile',
      'craftsman.trades',
      'craftsman.certifications',
      'craftsman.portfolio',
    ])
    expect(first.data.every((r: { status: string }) => r.status === 'pending')).toBe(true)
    expect(first.data.filter((r: { is_required: boolean }) => r.is_required)).toHaveLength(2)
    await u.db
      .from('user_onboarding_progress')
      .insert({ user_id: u.id, step_id: 'craftsman.profile', status: 'completed' })
    const second = await u.db.rpc('get_user_onboarding_progress', {
      p_user_id: u.id,
      p_role_type: 'customer',
    })
    expect(second.data[0]).toMatchObject({
      step_id: 'craftsman.profile',
      status: 'completed',
      is_required: true,
    })
    const company = await u.db.rpc('get_user_onboarding_progress', {
      p_user_id: u.id,
      p_role_type: 'workshop_owner',
    })
    expect(company.data[0].role_type).toBe('company')
  })

  it('refuses reading another user progress unless admin', async () => {
    const u = await makeUser(server)
    const other = await makeUser(server)
    expect(
      (
        await other.db.rpc('get_user_onboarding_progress', {
          p_user_id: u.id,
          p_role_type: 'craftsman',
        })
      ).error?.code,
    ).toBe('42501')
    expect(
      (
        await admin.db.rpc('get_user_onboarding_progress', {
          p_user_id: u.id,
          p_role_type: 'craftsman',
        })
      ).data,
    ).toHaveLength(4)
  })
})

describe('public_job_counts', () => {
  it('gives visitors open jobs per province (all 13)', async () => {
    const company = await makeUser(server, ['company'])
    await insertAsOwner(
      server,
      'jobs',
      jobRow(company.id, { location_province: 'Nunavut', location_city: 'Iqaluit' }),
    )
    await insertAsOwner(
      server,
      'jobs',
      jobRow(company.id, {
        location_province: 'Nunavut',
        location_city: 'Iqaluit',
        status: 'closed',
      }),
    )
    const { data, error } = await anonClient(server).rpc('public_job_counts')
    expect(error).toBeNull()
    expect(data).toHaveLength(13)
    expect(data).toContainEqual({ province: 'Nunavut', open_jobs: 1 })
    expect((await anonClient(server).from('jobs').select('id')).error?.code).toBe('42501')
  })

  it('keeps the usage statistics function to the service role', async () => {
    const u = await makeUser(server)
    const { error } = await u.db.rpc('navigation_usage_stats', {
      p_user_role: 'craftsman',
      p_path: '/',
      p_user_id: u.id,
    })
    expect(error?.code).toBe('42501')
  })
})
