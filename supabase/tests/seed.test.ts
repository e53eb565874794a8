// The demo data as `npm start` serves it: the five demo accounts sign in with the documented
// password and hold matching roles with onboarding completed; 300 open jobs cover every trade
// and province; applications in every status; unread notifications; conversations whose unread
// counts and last messages are the server's; seed:bulk adds jobs, conversations and messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedBulkJobs } from '../local/seed-bulk.ts'
import { seedBulkMessages } from '../local/seed-bulk-messages.ts'
import { anonClient, sql, startProductServer, type TestServer } from './helpers.ts'

let server: TestServer

beforeAll(async () => {
  server = await startProductServer({ seedFile: 'supabase/seed.sql' })
})
afterAll(async () => {
  await server?.close()
})

const MARC = '11111111-1111-4111-8111-111111111111'
const PRIYA = '22222222-2222-4222-8222-222222222222'

/** Members whose unread count or conversations whose last message differ from the messages. */
const inconsistent = () =>
  sql(
    server,
    `select m.id from conversation_members m
     where m.unread_count <> (select count(*) from messages x where x.conversation_id = m.conversation_id
       and x.user_id <> m.user_id and x.deleted_at is null
       and (m.last_read_at is null or x.sent_at > m.last_read_at))
     union all
     select c.id::text from conversations c
     where c.last_message_id is distinct from (select x.id from messages x where x.conversation_id = c.id
       order by x.sent_at desc, x.id desc limit 1)
     union all
     select x.id::text from messages x where not exists (select 1 from conversation_members m
       where m.conversation_id = x.conversation_id and m.user_id = x.user_id)`,
  )

const DEMO = {
  'craftsman@example.com': ['craftsman', 'customer'],
  'company@example.com': ['company', 'customer'],
  'admin@example.com': ['admin', 'customer'],
  'apprentice@example.com': ['apprentice', 'craftsman', 'customer'],
  'mentor@example.com': ['craftsman', 'customer', 'mentor'],
} as const

describe('demo accounts', () => {
  it.each(Object.entries(DEMO))(
    '%s signs in with Demo-pass-2026 and holds %j',
    async (email, roles) => {
      const client = anonClient(server)
      const { data, error } = await client.auth.signInWithPassword({
        email,
        password: 'Demo-pass-2026',
      })
      expect(error).toBeNull()
      const { data: held } = await client
        .from('user_roles')
        .select('role')
        .eq('user_id', data.user!.id)
        .eq('status', 'active')
        .order('role')
      expect(held?.map((r) => r.role)).toEqual(roles)
      const { data: profile } = await client
        .from('user_profiles')
        .select('default_role, created_at')
        .eq('user_id', data.user!.id)
        .single()
      const progress = await client.rpc('get_user_onboarding_progress', {
        p_user_id: data.user!.id,
        p_role_type: profile!.default_role,
      })
      expect(progress.data.length).toBeGreaterThan(0)
      expect(progress.data.every((s: { status: string }) => s.status === 'completed')).toBe(true)
    },
  )
})

describe('jobs and activity', () => {
  it('has 300 open jobs over every trade x province pair, passing the rules', async () => {
    const rows = await sql<{ trades: number; provinces: number; pairs: number; n: number }>(
      server,
      `select count(distinct trade_specialty)::int trades, count(distinct location_province)::int provinces,
         count(distinct (trade_specialty, location_province))::int pairs, count(*)::int n
       from jobs where status = 'open'`,
    )
    expect(rows).toEqual([{ trades: 15, provinces: 13, pairs: 195, n: 300 }])
    expect(await sql(server, `select count(*)::int n from company_profiles`)).toEqual([{ n: 20 }])
    const { data } = await anonClient(server).rpc('public_job_counts')
    expect((data as Array<{ open_jobs: number }>).reduce((a, r) => a + r.open_jobs, 0)).toBe(300)
  })

  it('states pay per unit in realistic ranges (issue 41)', async () => {
    // Per unit: how many jobs, the lowest minimum, the highest maximum, the widest range.
    const units = await sql<Record<string, number | string>>(
      server,
      `select pay_unit, count(*)::int n, min(budget_min)::int low, max(budget_max)::int high,
         max(budget_max - budget_min)::int widest
       from jobs where status = 'open' group by pay_unit order by pay_unit`,
    )
    expect(units.map((u) => [u.pay_unit, u.n])).toEqual([
      ['fixed', 75],
      ['hourly', 112],
      ['yearly', 113],
    ])
    const [fixed, hourly, yearly] = units.map((u) => u as Record<string, number>)
    const within = (value: number | undefined, low: number, high: number) =>
      expect(value, `${value} in ${low}-${high}`).toSatisfy(
        (v: number | undefined) => v !== undefined && v >= low && v <= high,
      )
    // Hourly rates from $20 (above every minimum wage) to about $60, salaries from $37,000 to
    // about $115,000, contracts of two to eleven weeks from about $1,500 to $25,000.
    within(hourly?.low, 20, 25)
    within(hourly?.high, 50, 65)
    within(hourly?.widest, 1, 24)
    within(yearly?.low, 37_000, 50_000)
    within(yearly?.high, 100_000, 125_000)
    within(fixed?.low, 1_000, 3_000)
    within(fixed?.high, 15_000, 40_000)
    // A journeyperson electrician: $40-$49 an hour, $78,000-$92,000 a year.
    const electrician = await sql<{ pay_unit: string; budget_min: number; budget_max: number }>(
      server,
      `select distinct pay_unit, budget_min::int, budget_max::int from jobs
       where trade_specialty = 'electrical' and experience_level = 'experienced'
         and pay_unit <> 'fixed' and status = 'open' order by pay_unit`,
    )
    expect(electrician).toEqual([
      { pay_unit: 'hourly', budget_min: 40, budget_max: 49 },
      { pay_unit: 'yearly', budget_min: 78000, budget_max: 92000 },
    ])
  })

  it('has applications in every status and unread notifications', async () => {
    const statuses = await sql<{ status: string }>(
      server,
      'select distinct status from job_applications order by status',
    )
    expect(statuses.map((s) => s.status)).toEqual([
      'accepted',
      'rejected',
      'shortlisted',
      'submitted',
      'viewed',
      'withdrawn',
    ])
    const client = anonClient(server)
    await client.auth.signInWithPassword({
      email: 'company@example.com',
      password: 'Demo-pass-2026',
    })
    const { data } = await client
      .from('notifications')
      .select('read, type')
      .order('created_at', { ascending: false })
      .limit(20)
    expect(data?.some((n) => !n.read && n.type === 'application_received')).toBe(true)
    expect(data?.some((n) => n.read)).toBe(true)
  })

  it('has demo conversations: an application, a hired team, a mentor; Marc has unread messages', async () => {
    const rows = await sql<Record<string, unknown>>(
      server,
      `select c.id, c.kind, c.title = j.title as titled_by_job, a.applicant_id, a.job_owner_id,
         a.job_id = c.job_id as about_the_job,
         (select array_agg(m.user_id::text order by m.user_id) from conversation_members m
          where m.conversation_id = c.id) as members,
         (select count(*)::int from messages x where x.conversation_id = c.id) as messages
       from conversations c left join job_applications a on a.id = c.application_id
       left join jobs j on j.id = c.job_id order by c.id`,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'c4a70000-0000-4000-8000-000000000001',
        kind: 'direct',
        applicant_id: MARC,
        job_owner_id: PRIYA,
        about_the_job: true,
        members: [MARC, PRIYA],
        messages: 8,
      }),
      expect.objectContaining({
        id: 'c4a70000-0000-4000-8000-000000000002',
        kind: 'group',
        titled_by_job: true,
        members: [MARC, PRIYA, '66666666-6666-4666-8666-666666666601'],
        messages: 4,
      }),
      expect.objectContaining({
        id: 'c4a70000-0000-4000-8000-000000000003',
        kind: 'direct',
        members: ['44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555'],
        messages: 6,
      }),
    ])
    expect(await inconsistent()).toEqual([])
    const client = anonClient(server)
    await client.auth.signInWithPassword({
      email: 'craftsman@example.com',
      password: 'Demo-pass-2026',
    })
    const { data: counts } = await client.rpc('conversation_unread_counts')
    expect(
      (counts as Array<{ conversation_id: string; unread: number }>)
        .map((c) => [c.conversation_id, c.unread])
        .sort(),
    ).toEqual([
      ['c4a70000-0000-4000-8000-000000000001', 2],
      ['c4a70000-0000-4000-8000-000000000002', 1],
    ])
    const { data: mine } = await client
      .from('conversations')
      .select('id, last_message_preview, last_message_sender')
      .eq('id', 'c4a70000-0000-4000-8000-000000000001')
      .single()
    expect(mine).toMatchObject({
      last_message_sender: PRIYA,
      last_message_preview: expect.stringContaining('Red Seal card'),
    })
  })

  it('seed:bulk adds jobs over REST that pass every rule', async () => {
    const result = await seedBulkJobs({
      url: server.url,
      serviceRoleKey: server.serviceRoleKey,
      jobs: 1200,
    })
    expect(result.inserted).toBe(1200)
    expect(await sql(server, `select count(*)::int n from jobs where status = 'open'`)).toEqual([
      { n: 1500 },
    ])
    // A national board's spread: every province and trade, most jobs where most people work,
    // posted over weeks (the device scope and the search are measured on this data). The demo's
    // own jobs have ids 10b00000-...; the bulk ones are random.
    const [spread] = await sql<Record<string, number>>(
      server,
      `select count(distinct location_province)::int provinces,
         count(distinct trade_specialty)::int trades,
         count(*) filter (where location_province = 'Ontario')::int ontario,
         count(*) filter (where location_province = 'Yukon')::int yukon,
         extract(day from max(created_at) - min(created_at))::int days
       from jobs where id::text not like '10b00000-%' and status = 'open'`,
    )
    expect(spread).toMatchObject({ provinces: 13, trades: 15 })
    // Each keeps its template's unit, rounded as the demo rounds it, within Ontario's rule.
    const [units] = await sql<Record<string, number>>(
      server,
      `select count(distinct pay_unit)::int units,
         count(*) filter (where pay_unit = 'hourly' and budget_max > 100)::int odd_hourly,
         count(*) filter (where pay_unit = 'yearly' and budget_min % 1000 <> 0)::int odd_yearly
       from jobs where id::text not like '10b00000-%'`,
    )
    expect(units).toEqual({ units: 3, odd_hourly: 0, odd_yearly: 0 })
    expect(spread!['ontario']).toBeGreaterThan(50 * spread!['yukon']!)
    expect(spread!['days']).toBeGreaterThanOrEqual(30)
  })

  it('seed:bulk adds conversations and messages among the users, consistent with the server', async () => {
    const result = await seedBulkMessages({
      url: server.url,
      serviceRoleKey: server.serviceRoleKey,
      conversations: 60,
      messages: 4000,
      bigMessages: 1500,
      batchSize: 700,
    })
    expect(result).toMatchObject({ conversations: 60, messages: 4000 })
    const [totals] = await sql<Record<string, number>>(
      server,
      `select (select count(*)::int from conversations) conversations,
         (select count(*)::int from messages) messages,
         (select count(*)::int from conversations where kind = 'group') groups,
         (select count(*)::int from notifications where type = 'message') notes`,
    )
    expect(totals).toMatchObject({ conversations: 63, messages: 4018, notes: 0 })
    expect(totals!['groups']).toBeGreaterThanOrEqual(20)
    const [big] = await sql<Record<string, number>>(
      server,
      `select count(*)::int n, extract(day from max(x.sent_at) - min(x.sent_at))::int days,
         count(distinct x.user_id)::int senders
       from conversations c join messages x on x.conversation_id = c.id
       where c.unique_key = $1`,
      [`direct:${MARC}:${PRIYA}`],
    )
    expect(big).toEqual({ n: 1500, days: expect.any(Number), senders: 2 })
    expect(big!['days']).toBeGreaterThanOrEqual(30)
    expect(await inconsistent()).toEqual([])
    // The demo accounts are in many of them, and read them as members do.
    const [marc] = await sql<{ n: number }>(
      server,
      'select count(*)::int n from conversation_members where user_id = $1',
      [MARC],
    )
    expect(marc!.n).toBeGreaterThan(10)
  })
})
