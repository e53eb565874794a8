// The jobs flow: who may post and apply, one application per job, status transitions, and
// notifications to the right person (also through realtime); clients never delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Collector, subscribed } from '../../tests/integration/backend/realtime-helpers.ts'
import {
  applicationRow,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let company: User
let craftsman: User
let admin: User

beforeAll(async () => {
  server = await startProductServer()
  company = await makeUser(server, ['company'], 'Priya Sharma')
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  admin = await makeUser(server, ['admin'])
})
afterAll(async () => {
  await server?.close()
})

async function postJob(overrides: Record<string, unknown> = {}): Promise<string> {
  const row = jobRow(company.id, overrides)
  const { error } = await company.db.from('jobs').insert(row)
  expect(error).toBeNull()
  return String(row.id)
}

describe('posting and applying', () => {
  it('only users holding a posting role post jobs', async () => {
    expect((await craftsman.db.from('jobs').insert(jobRow(craftsman.id))).error?.code).toBe('42501')
    const id = await postJob()
    const { data } = await craftsman.db
      .from('jobs')
      .select('id, status, _modified, _deleted')
      .eq('id', id)
    expect(data).toEqual([expect.objectContaining({ id, status: 'open', _deleted: false })])
  })

  it('posts under an organization only when the poster owns it or holds a role in it', async () => {
    const [org] = await sql<{ id: string }>(
      server,
      `insert into organizations (name, owner_id) values ('Someone Else Ltd', $1) returning id`,
      [craftsman.id],
    )
    const spoof = await company.db
      .from('jobs')
      .insert(jobRow(company.id, { organization_id: org!.id }))
    expect(spoof.error?.message).toContain('jobs_organization_member')
  })

  it('only users holding an applying role apply; not to their own job', async () => {
    const jobId = await postJob()
    const customer = await makeUser(server)
    expect(
      (await customer.db.from('job_applications').insert(applicationRow(jobId, customer.id))).error
        ?.code,
    ).toBe('42501')
    const both = await makeUser(server, ['company', 'craftsman'])
    const own = jobRow(both.id)
    await both.db.from('jobs').insert(own)
    const self = await both.db
      .from('job_applications')
      .insert(applicationRow(String(own.id), both.id))
    expect(self.error?.message).toContain('job_applications_not_own_job')
  })

  it('one application per job; a closed job takes none; retrying the same row conflicts on the key', async () => {
    const jobId = await postJob()
    const row = applicationRow(jobId, craftsman.id)
    expect((await craftsman.db.from('job_applications').insert(row)).error).toBeNull()
    expect((await craftsman.db.from('job_applications').insert(row)).error?.code).toBe('23505')
    const second = await craftsman.db
      .from('job_applications')
      .insert(applicationRow(jobId, craftsman.id))
    expect(second.error?.message).toContain('job_applications_one_per_job')
    const closed = await postJob()
    await company.db.from('jobs').update({ status: 'closed' }).eq('id', closed)
    const late = await craftsman.db
      .from('job_applications')
      .insert(applicationRow(closed, craftsman.id))
    expect(late.error?.message).toContain('job_applications_job_open')
  })

  it('fills job_owner_id from the job and refuses a wrong one', async () => {
    const jobId = await postJob()
    const row = applicationRow(jobId, craftsman.id)
    await craftsman.db.from('job_applications').insert(row)
    expect(
      await sql(server, 'select job_owner_id from job_applications where id = $1', [row.id]),
    ).toEqual([{ job_owner_id: company.id }])
    const other = await postJob()
    const wrong = await craftsman.db
      .from('job_applications')
      .insert({ ...applicationRow(other, craftsman.id), job_owner_id: craftsman.id })
    expect(wrong.error?.message).toContain('job_applications_job_owner_matches')
  })
})

describe('application status and notifications', () => {
  it('new application -> job owner; status change -> applicant; nobody else', async () => {
    const jobId = await postJob({ title: 'Electrician – Hospital Wing' })
    const row = applicationRow(jobId, craftsman.id)
    const before = await sql(
      server,
      'select count(*)::int as n from notifications where user_id = $1',
      [craftsman.id],
    )
    await craftsman.db.from('job_applications').insert(row)
    const { data: toCompany } = await company.db
      .from('notifications')
      .select('type, title, message, data, read')
      .like('data', `%${String(row.id)}%`)
    expect(toCompany).toEqual([
      {
        type: 'application_received',
        title: 'New application',
        message: 'Marc Tremblay applied to Electrician – Hospital Wing',
        data: expect.any(String),
        read: false,
      },
    ])
    // The names in the data let the app write the texts in French too.
    expect(JSON.parse(String(toCompany?.[0]?.data))).toEqual({
      ...{ job_id: jobId, application_id: row.id, status: 'submitted' },
      ...{ job_title: 'Electrician – Hospital Wing', applicant_name: 'Marc Tremblay' },
    })
    expect(
      await sql(server, 'select count(*)::int as n from notifications where user_id = $1', [
        craftsman.id,
      ]),
    ).toEqual(before)

    for (const status of ['viewed', 'shortlisted', 'accepted']) {
      expect(
        (await company.db.from('job_applications').update({ status }).eq('id', row.id)).error,
      ).toBeNull()
    }
    const { data: mine } = await craftsman.db
      .from('notifications')
      .select('title, message')
      .order('created_at')
    expect(mine?.slice(-3)).toEqual([
      {
        title: 'Application viewed',
        message: 'The company has viewed your application for Electrician – Hospital Wing',
      },
      {
        title: 'Application shortlisted',
        message: 'You have been shortlisted for Electrician – Hospital Wing',
      },
      {
        title: 'Application accepted',
        message: 'Congratulations! Your application for Electrician – Hospital Wing was accepted',
      },
    ])
  })

  it('stamps when the status changed and when the company first responded; clients cannot forge them', async () => {
    const jobId = await postJob()
    const row = applicationRow(jobId, craftsman.id, { responded_at: '2001-01-01T00:00:00Z' })
    await craftsman.db.from('job_applications').insert(row)
    const read = async () =>
      (
        await sql<{ s: string | null; r: string | null }>(
          server,
          'select status_changed_at::text s, responded_at::text r from job_applications where id = $1',
          [row.id],
        )
      )[0]!
    expect(await read()).toEqual({ s: null, r: null })
    await company.db.from('job_applications').update({ status: 'viewed' }).eq('id', row.id)
    const first = await read()
    expect(first.r).not.toBeNull()
    expect(first.r).toBe(first.s)
    await company.db
      .from('job_applications')
      .update({ status: 'shortlisted', responded_at: null })
      .eq('id', row.id)
    const second = await read()
    expect(second.r).toBe(first.r)
    expect(second.s).not.toBe(first.s)
  })

  it('the applicant withdraws until decided and edits until shortlisted; the owner cannot edit content', async () => {
    const jobId = await postJob()
    const row = applicationRow(jobId, craftsman.id)
    await craftsman.db.from('job_applications').insert(row)
    expect(
      (await craftsman.db.from('job_applications').update({ status: 'accepted' }).eq('id', row.id))
        .error?.message,
    ).toContain('job_applications_status_transition')
    expect(
      (await company.db.from('job_applications').update({ proposed_rate: 10 }).eq('id', row.id))
        .error?.code,
    ).toBe('42501')
    await company.db.from('job_applications').update({ status: 'shortlisted' }).eq('id', row.id)
    const edit = await craftsman.db
      .from('job_applications')
      .update({ proposed_rate: 55 })
      .eq('id', row.id)
    expect(edit.error?.message).toContain('job_applications_locked_after_review')
    expect(
      (await craftsman.db.from('job_applications').update({ status: 'withdrawn' }).eq('id', row.id))
        .error,
    ).toBeNull()
    expect(
      (await company.db.from('job_applications').update({ status: 'accepted' }).eq('id', row.id))
        .error?.message,
    ).toContain('job_applications_status_transition')
    const { data } = await company.db
      .from('notifications')
      .select('title')
      .eq('title', 'Application withdrawn')
    expect(data?.length).toBeGreaterThan(0)
    expect(
      (await craftsman.db.from('job_applications').update({ status: 'submitted' }).eq('id', row.id))
        .error,
    ).toBeNull()
  })

  it('clients never hard-delete or tombstone applications and jobs', async () => {
    const jobId = await postJob()
    const row = applicationRow(jobId, craftsman.id)
    await craftsman.db.from('job_applications').insert(row)
    expect(
      (await craftsman.db.from('job_applications').delete().eq('id', row.id)).error?.code,
    ).toBe('42501')
    expect(
      (await craftsman.db.from('job_applications').update({ _deleted: true }).eq('id', row.id))
        .error?.code,
    ).toBe('42501')
    expect(
      (await company.db.from('jobs').update({ _deleted: true }).eq('id', jobId)).error?.code,
    ).toBe('42501')
    expect(
      (await company.db.from('jobs').update({ owner_id: craftsman.id }).eq('id', jobId)).error
        ?.code,
    ).toBe('42501')
    expect(
      (await admin.db.from('jobs').update({ _deleted: true }).eq('id', jobId)).error,
    ).toBeNull()
  })

  it('realtime: the job owner receives the notification, nobody else does', async () => {
    const bystander = await makeUser(server, ['company'])
    const forOwner = new Collector()
    const forOther = new Collector()
    const subscribe = (u: User, c: Collector) =>
      subscribed(
        u.db.channel(`n-${u.id}`).on(
          'postgres_changes',
          {
            event: 'INSERT',
            schema: 'public',
            table: 'notifications',
            filter: `user_id=eq.${u.id}`,
          },
          c.push,
        ),
      )
    const unfiltered = new Collector()
    await subscribe(company, forOwner)
    await subscribe(bystander, forOther)
    await subscribed(
      bystander.db
        .channel('all')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'notifications' },
          unfiltered.push,
        ),
    )
    const jobId = await postJob({ title: 'Plumber – Realtime Test' })
    await craftsman.db.from('job_applications').insert(applicationRow(jobId, craftsman.id))
    const payload = await forOwner.next(5000)
    expect(payload.new).toMatchObject({
      user_id: company.id,
      type: 'application_received',
      read: false,
      _deleted: false,
    })
    expect(payload.new._modified).toEqual(expect.any(String))
    await new Promise((r) => setTimeout(r, 300))
    expect(forOther.items).toHaveLength(0)
    expect(unfiltered.items).toHaveLength(0)
    await company.db.removeAllChannels()
    await bystander.db.removeAllChannels()
  })
})
