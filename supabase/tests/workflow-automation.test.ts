// Workflow automation (issue 36, /workflow-automation): rules are checked when saved (an unknown
// event or field is refused with a clear message, nothing saved), run by the database on the real
// event when their conditions hold, once per subject, with a run log; a failing rule never fails
// the write that triggered it; a dry run changes nothing; certificates about to expire are found
// by the daily run. Nobody reads or runs another person's rules.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applicationRow,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'
import { FIELDS } from '../../src/features/automation/catalogue.ts'

let server: TestServer
let company: User
let craftsman: User

beforeAll(async () => {
  server = await startProductServer()
  company = await makeUser(server, ['company'], 'Priya Sharma')
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
})
afterAll(async () => {
  await server?.close()
})

const urgentRule = {
  p_id: null,
  p_name: 'Urgent applicants',
  p_event: 'application.created',
  p_conditions: [{ field: 'job.urgency', op: 'eq', value: 'urgent' }],
  p_actions: [
    {
      type: 'notify_me',
      title: 'Urgent: {{applicant.name}}',
      message: '{{applicant.name}} applied to {{job.title}}',
    },
    { type: 'notify_person', title: 'Thanks', message: 'We will call you about {{job.title}}.' },
    { type: 'set_status', status: 'viewed' },
  ],
}

async function save(user: User, rule: Record<string, unknown>) {
  const { data, error } = await user.db.rpc('save_automation_rule', rule)
  expect(error).toBeNull()
  return data as string
}

async function postJob(overrides: Record<string, unknown> = {}): Promise<string> {
  const job = jobRow(company.id, { title: `Electrician ${randomUUID().slice(0, 6)}`, ...overrides })
  expect((await company.db.from('jobs').insert(job)).error).toBeNull()
  return String(job.id)
}

async function apply(jobId: string, who = craftsman) {
  const row = applicationRow(jobId, who.id)
  expect((await who.db.from('job_applications').insert(row)).error).toBeNull()
  return String(row.id)
}

const notifications = (user: User, ruleId: string) =>
  sql<{ title: string; message: string }>(
    server,
    `select title, message from notifications where user_id = $1 and data::jsonb ->> 'automation_rule_id' = $2
     order by created_at`,
    [user.id, ruleId],
  )

describe('workflow rules', () => {
  it('refuse an unknown event, field, value or action, saving nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...urgentRule, p_event: 'message.received' }, 'Unknown event: message.received'],
      [
        { ...urgentRule, p_conditions: [{ field: 'days_left', op: 'lt', value: '3' }] },
        'Unknown condition field for this event: days_left',
      ],
      [
        { ...urgentRule, p_conditions: [{ field: 'job.urgency', op: 'eq', value: 'tomorrow' }] },
        'Unknown value for job.urgency: tomorrow',
      ],
      [
        {
          ...urgentRule,
          p_conditions: [{ field: 'application.proposed_rate', op: 'lt', value: 'cheap' }],
        },
        'Compare application.proposed_rate with a number',
      ],
      [{ ...urgentRule, p_actions: [] }, 'Choose at least one action'],
      [
        { ...urgentRule, p_actions: [{ type: 'notify_team', title: 'x', message: 'y' }] },
        'Notifying the team needs a rule that belongs to an organization',
      ],
      [
        { ...urgentRule, p_actions: [{ type: 'set_status', status: 'accepted' }] },
        'A rule can only mark an application viewed or shortlisted',
      ],
      [
        { ...urgentRule, p_actions: [{ type: 'notify_me', title: '<b>x</b>', message: 'y' }] },
        'A title of 1 to 120 characters is required',
      ],
      [
        {
          ...urgentRule,
          p_event: 'job.filled',
          p_conditions: [],
          p_actions: [{ type: 'set_status', status: 'viewed' }],
        },
        'This event does not offer the action set_status',
      ],
    ]
    for (const [rule, message] of cases) {
      const { error } = await company.db.rpc('save_automation_rule', rule)
      expect(error?.message).toBe(message)
    }
    expect((await company.db.rpc('my_automation_rules')).data).toEqual([])
    expect((await company.db.from('automation_rules').select('*')).error?.code).toBe('42501')
  })

  it('offer the same fields in the app as the database checks', async () => {
    for (const [event, fields] of Object.entries(FIELDS)) {
      const rows = await sql<{ field: string; kind: string }>(
        server,
        'select field, kind from public.automation_fields($1)',
        [event],
      )
      expect(rows.map((r) => [r.field, r.kind]).sort(), event).toEqual(
        fields.map((f) => [f.field, f.kind]).sort(),
      )
    }
  })

  it('run on a matching application: notify, acknowledge and mark it viewed, once', async () => {
    const ruleId = await save(company, urgentRule)
    const calm = await apply(await postJob({ urgency: 'normal' }))
    const urgentJob = await postJob({ urgency: 'urgent', title: 'Urgent panel swap' })
    const urgent = await apply(urgentJob)

    const mine = await notifications(company, ruleId)
    expect(mine).toEqual([
      { title: 'Urgent: Marc Tremblay', message: 'Marc Tremblay applied to Urgent panel swap' },
    ])
    expect(await notifications(craftsman, ruleId)).toEqual([
      { title: 'Thanks', message: 'We will call you about Urgent panel swap.' },
    ])
    const statuses = await sql<{ id: string; status: string }>(
      server,
      'select id, status from job_applications where id = any($1::uuid[]) order by status',
      [[calm, urgent]],
    )
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [calm]: 'submitted',
      [urgent]: 'viewed',
    })
    const log = await company.db.rpc('automation_run_log', { p_rule_id: ruleId })
    expect(log.data).toEqual([
      expect.objectContaining({
        event: 'application.created',
        subject_label: 'Marc Tremblay',
        outcome: 'done',
      }),
    ])
    const [rule] = (await company.db.rpc('my_automation_rules')).data as Array<
      Record<string, unknown>
    >
    expect(rule).toMatchObject({ id: ruleId, runs: 1, failures: 0 })

    const strangerLog = await craftsman.db.rpc('automation_run_log', { p_rule_id: ruleId })
    expect(strangerLog.error?.message).toBe('No such rule')
    const strangerDelete = await craftsman.db.rpc('delete_automation_rule', { p_id: ruleId })
    expect(strangerDelete.error?.message).toBe('No such rule')
    await company.db.rpc('set_automation_rule_enabled', { p_id: ruleId, p_enabled: false })
    await apply(await postJob({ urgency: 'urgent' }))
    expect(await notifications(company, ruleId)).toHaveLength(1)
  })

  it('never fail the application when a rule fails; the failure is logged', async () => {
    const other = await makeUser(server, ['company'], 'Broken Rules Inc.')
    const ruleId = await save(other, {
      ...urgentRule,
      p_conditions: [],
      p_actions: [{ type: 'notify_me', title: 'x', message: 'y' }],
    })
    // A rule whose stored action became unusable (written around the checks) fails when it runs.
    await sql(
      server,
      `update automation_rules set actions = '[{"type":"notify_me","title":"","message":"y"}]' where id = $1`,
      [ruleId],
    )
    const job = jobRow(other.id)
    expect((await other.db.from('jobs').insert(job)).error).toBeNull()
    await apply(String(job.id))
    const log = await other.db.rpc('automation_run_log', { p_rule_id: ruleId })
    expect(log.data).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        error: expect.stringContaining('notifications_title_length'),
      }),
    ])
  })

  it('dry-run a rule against recent events without doing anything', async () => {
    const before = await sql(server, 'select count(*)::int n from notifications')
    const { data, error } = await company.db.rpc('automation_dry_run', {
      p_event: 'application.created',
      p_conditions: [{ field: 'job.urgency', op: 'eq', value: 'urgent' }],
      p_actions: [{ type: 'notify_me', title: 'Would notify', message: '{{applicant.name}}' }],
    })
    expect(error).toBeNull()
    const rows = data as Array<{ matched: boolean; plan: Array<{ message: string }> | null }>
    expect(rows.length).toBeGreaterThanOrEqual(3)
    expect(rows.filter((r) => r.matched).length).toBe(2)
    expect(rows.find((r) => r.matched)?.plan?.[0]?.message).toBe('Marc Tremblay')
    expect(await sql(server, 'select count(*)::int n from notifications')).toEqual(before)
    const bad = await company.db.rpc('automation_dry_run', {
      p_event: 'nope',
      p_conditions: [],
      p_actions: [{ type: 'notify_me', title: 'x', message: 'y' }],
    })
    expect(bad.error?.message).toBe('Unknown event: nope')
  })

  it('remind the holder of a certificate about to expire, once, from the daily run', async () => {
    const holder = await makeUser(server, [], 'Élise Gagnon')
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const later = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10)
    const profile = await holder.db.from('craftsman_profiles').insert({
      user_id: holder.id,
      trades: '["plumbing"]',
      experience_level: 'expert',
      years_experience: 20,
      hourly_rate: 70,
      service_provinces: '["Quebec"]',
      city: 'Montréal',
      certifications: JSON.stringify([
        { name: 'Gas Technician 2', number: 'G2-1', issuer: 'Quebec', expires_on: soon },
        { name: 'Working at Heights', expires_on: later },
      ]),
    })
    expect(profile.error).toBeNull()
    const ruleId = await save(holder, {
      p_id: null,
      p_name: 'Ticket renewal',
      p_event: 'certificate.expiring',
      p_conditions: [{ field: 'days_left', op: 'lte', value: '30' }],
      p_actions: [
        {
          type: 'notify_person',
          title: 'Renew {{certificate.name}}',
          message: '{{days_left}} days left',
        },
      ],
    })
    await sql(server, 'select public.run_daily_automations()')
    await sql(server, 'select public.run_daily_automations()')
    expect(await notifications(holder, ruleId)).toEqual([
      { title: 'Renew Gas Technician 2', message: '20 days left' },
    ])
    const daily = await holder.db.rpc('run_daily_automations')
    expect(daily.error?.code).toBe('42501')
  })
})
