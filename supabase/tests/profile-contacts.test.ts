// Contact details (profile_contacts) are readable by the person, admins and the companies the
// person applied to: the job's owner and members of the organization that owns the job. The
// public profile tables carry no phone any more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applicationRow,
  insertAsOwner,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let applicant: User
let bystander: User
let owner: User
let member: User
let stranger: User
let admin: User

const phones = (u: User) => ({
  user_id: u.id,
  phone: '+16135550101',
  craftsman_phone: '+16135550102',
  company_phone: null,
})

beforeAll(async () => {
  server = await startProductServer()
  applicant = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  bystander = await makeUser(server, ['craftsman'], 'Noor Haddad')
  owner = await makeUser(server, ['company'], 'Priya Sharma')
  member = await makeUser(server, [], 'Sam Lee')
  stranger = await makeUser(server, ['company', 'craftsman'], 'Random Person')
  admin = await makeUser(server, ['admin'])
  const [org] = await sql<{ id: string }>(
    server,
    `insert into organizations (name, owner_id) values ('Sharma Builds', $1) returning id`,
    [owner.id],
  )
  await sql(
    server,
    `insert into user_roles (user_id, role, status, organization_id) values ($1, 'company', 'active', $2)`,
    [member.id, org!.id],
  )
  const job = await insertAsOwner(server, 'jobs', jobRow(owner.id, { organization_id: org!.id }))
  await insertAsOwner(server, 'job_applications', {
    ...applicationRow(String(job.id), applicant.id),
    job_owner_id: owner.id,
  })
  await insertAsOwner(server, 'craftsman_profiles', {
    user_id: applicant.id,
    trades: '["electrical"]',
    experience_level: 'expert',
  })
  for (const u of [applicant, bystander]) await insertAsOwner(server, 'profile_contacts', phones(u))
})
afterAll(async () => {
  await server?.close()
})

async function contactsSeenBy(viewer: User, person: User) {
  const { data, error } = await viewer.db
    .from('profile_contacts')
    .select('user_id, phone, craftsman_phone, company_phone')
    .eq('user_id', person.id)
  expect(error).toBeNull()
  return data
}

describe('who reads contact details', () => {
  it('the person and admins read them', async () => {
    expect(await contactsSeenBy(applicant, applicant)).toEqual([phones(applicant)])
    expect(await contactsSeenBy(admin, applicant)).toEqual([phones(applicant)])
  })

  it('a random signed-in user reads none', async () => {
    expect(await contactsSeenBy(stranger, applicant)).toEqual([])
    expect((await stranger.db.from('profile_contacts').select('user_id')).data).toEqual([])
  })

  it("the job's owner and its organization's members read an applicant's, not a non-applicant's", async () => {
    for (const company of [owner, member]) {
      expect(await contactsSeenBy(company, applicant)).toEqual([phones(applicant)])
      expect(await contactsSeenBy(company, bystander)).toEqual([])
    }
  })

  it('a withdrawn application no longer shares them', async () => {
    const late = await makeUser(server, ['craftsman'], 'Late Applicant')
    await insertAsOwner(server, 'profile_contacts', phones(late))
    const job = await insertAsOwner(server, 'jobs', jobRow(owner.id))
    await insertAsOwner(server, 'job_applications', {
      ...applicationRow(String(job.id), late.id),
      job_owner_id: owner.id,
      status: 'withdrawn',
    })
    expect(await contactsSeenBy(owner, late)).toEqual([])
  })

  it('only the person writes them; a company cannot change an applicant’s', async () => {
    await member.db
      .from('profile_contacts')
      .update({ phone: '+19995550000' })
      .eq('user_id', applicant.id)
    expect(await contactsSeenBy(applicant, applicant)).toEqual([phones(applicant)])
    const mine = { user_id: stranger.id, phone: '+14165550123' }
    expect((await stranger.db.from('profile_contacts').upsert(mine)).error).toBeNull()
    expect(
      (await stranger.db.from('profile_contacts').upsert({ ...mine, phone: '+14165550124' })).error,
    ).toBeNull()
    expect((await contactsSeenBy(stranger, stranger))?.[0]?.phone).toBe('+14165550124')
  })
})

describe('public profile tables', () => {
  it('hold no phone for another signed-in user to read', async () => {
    for (const table of ['user_profiles', 'craftsman_profiles', 'company_profiles']) {
      const { data, error } = await stranger.db.from(table).select('*').limit(5)
      expect(error).toBeNull()
      for (const row of data ?? []) expect(Object.keys(row)).not.toContain('phone')
    }
    const { error } = await stranger.db.from('user_profiles').select('phone')
    expect(error?.message).toContain('phone')
  })

  it('hold no email either: emails stay in auth.users, which clients cannot read', async () => {
    const columns = await sql(
      server,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and column_name ilike '%email%'`,
    )
    expect(columns).toEqual([])
    const { data } = await stranger.db.schema('auth').from('users').select('email')
    expect(data ?? []).toEqual([])
  })
})
