// pull_jobs: a device pulls the jobs of its scope (sync/SPEC.md SYNC-SCOPE-1): its region, the
// jobs its user posted, applied to or saved, and the newest anywhere, in checkpoint order and in
// keyset pages; count_pull_jobs counts the same rows. saved_jobs is each user's own.
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

let server: TestServer
let company: User
let craftsman: User
let other: User
const ids: Record<string, string> = {}

const base = Date.parse('2026-10-01T12:00:00Z')
const JOBS: Array<[string, Record<string, unknown>]> = [
  ['onElectrical', { location_province: 'Ontario', trade_specialty: 'electrical' }],
  ['onPlumbing', { location_province: 'Ontario', trade_specialty: 'plumbing' }],
  ['qcElectrical', { location_province: 'Quebec', trade_specialty: 'electrical' }],
  ['ykApplied', { location_province: 'Yukon', trade_specialty: 'plumbing' }],
  ['ykSaved', { location_province: 'Yukon', trade_specialty: 'welding' }],
  ['nuOld', { location_province: 'Nunavut', trade_specialty: 'roofing' }],
  ['bcNewest', { location_province: 'British Columbia', trade_specialty: 'hvac' }],
]

beforeAll(async () => {
  server = await startProductServer()
  company = await makeUser(server, ['company'], 'Priya Sharma')
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  other = await makeUser(server, ['craftsman'], 'Ana Lima')
  const rows = JOBS.map(([key, o], i) => {
    const row = jobRow(company.id, {
      status: 'open',
      // nuOld is the oldest; bcNewest the newest.
      created_at: new Date(base + (key === 'nuOld' ? -86_400_000 : i * 60_000)).toISOString(),
      ...o,
    })
    ids[key] = String(row['id'])
    return row
  })
  const { error } = await company.db.from('jobs').insert(rows)
  expect(error).toBeNull()
  const applied = await craftsman.db
    .from('job_applications')
    .insert(applicationRow(ids['ykApplied']!, craftsman.id))
  expect(applied.error).toBeNull()
  const saved = await craftsman.db
    .from('saved_jobs')
    .insert({ id: `${craftsman.id}:${ids['ykSaved']}`, job_id: ids['ykSaved'] })
  expect(saved.error).toBeNull()
})
afterAll(async () => {
  await server?.close()
})

interface Args {
  provinces?: string[]
  trades?: string[]
  newest?: number
  limit?: number
  after?: { modified: string; id: string }
}

async function pull(user: User, a: Args): Promise<Array<Record<string, string>>> {
  const { data, error } = await user.db.rpc('pull_jobs', {
    p_after_modified: a.after?.modified ?? null,
    p_after_id: a.after?.id ?? null,
    p_limit: a.limit ?? 1000,
    p_provinces: a.provinces ?? [],
    p_trades: a.trades ?? [],
    p_newest: a.newest ?? 0,
  })
  expect(error).toBeNull()
  return data as Array<Record<string, string>>
}

const keysOf = (rows: Array<Record<string, string>>) =>
  rows.map((r) => Object.keys(ids).find((k) => ids[k] === r['id'])).sort()

describe('[SYNC-SCOPE-1] pull_jobs', () => {
  it('keeps the region, the applied and the saved jobs', async () => {
    const rows = await pull(craftsman, { provinces: ['Ontario'], trades: ['electrical'] })
    expect(keysOf(rows)).toEqual(['onElectrical', 'ykApplied', 'ykSaved'])
  })

  it('a region without trades takes every trade of its provinces', async () => {
    const rows = await pull(other, { provinces: ['Ontario', 'Quebec'] })
    expect(keysOf(rows)).toEqual(['onElectrical', 'onPlumbing', 'qcElectrical'])
  })

  it('adds the newest jobs anywhere', async () => {
    const rows = await pull(other, { newest: 2 })
    expect(keysOf(rows)).toEqual(['bcNewest', 'ykSaved'])
  })

  it("keeps the company's own jobs whatever the region", async () => {
    const rows = await pull(company, { provinces: ['Yukon'], trades: ['welding'] })
    expect(rows).toHaveLength(JOBS.length)
  })

  it('pages in checkpoint order and counts the same rows', async () => {
    const args = { provinces: ['Ontario', 'Quebec', 'Yukon'] }
    const seen: string[] = []
    let after: Args['after']
    for (;;) {
      const page = await pull(other, { ...args, limit: 2, after })
      if (page.length === 0) break
      seen.push(...page.map((r) => r['id']!))
      const last = page[page.length - 1]!
      after = { modified: last['_modified']!, id: last['id']! }
    }
    expect(new Set(seen).size).toBe(5)
    const { data, error } = await other.db.rpc('count_pull_jobs', {
      p_after_modified: null,
      p_after_id: null,
      p_provinces: args.provinces,
      p_trades: [],
      p_newest: 0,
    })
    expect(error).toBeNull()
    expect(data).toBe(5)
  })

  it('a changed job comes again after the checkpoint', async () => {
    const all = await pull(other, { provinces: ['Ontario'] })
    const last = all[all.length - 1]!
    const after = { modified: last['_modified']!, id: last['id']! }
    expect(await pull(other, { provinces: ['Ontario'], after })).toEqual([])
    await company.db.from('jobs').update({ urgency: 'urgent' }).eq('id', ids['onPlumbing']!)
    expect(keysOf(await pull(other, { provinces: ['Ontario'], after }))).toEqual(['onPlumbing'])
  })

  it('refuses bad arguments with 22023', async () => {
    for (const args of [{ limit: 0 }, { limit: 1001 }, { newest: -1 }, { newest: 5001 }]) {
      const { error } = await other.db.rpc('pull_jobs', {
        p_after_modified: null,
        p_after_id: null,
        p_limit: args.limit ?? 10,
        p_provinces: [],
        p_trades: [],
        p_newest: args.newest ?? 0,
      })
      expect(error?.code).toBe('22023')
    }
  })
})

describe('saved_jobs', () => {
  it('are private to their user', async () => {
    const { data } = await other.db.from('saved_jobs').select('id')
    expect(data).toEqual([])
    const own = await craftsman.db.from('saved_jobs').select('job_id')
    expect(own.data).toEqual([{ job_id: ids['ykSaved'] }])
  })

  it('cannot be saved for someone else or under another id', async () => {
    const forOther = await other.db.from('saved_jobs').insert({
      id: `${craftsman.id}:${ids['qcElectrical']}`,
      user_id: craftsman.id,
      job_id: ids['qcElectrical'],
    })
    expect(forOther.error?.code).toBe('42501')
    const badId = await other.db
      .from('saved_jobs')
      .insert({ id: `${other.id}:${ids['onElectrical']}`, job_id: ids['qcElectrical'] })
    expect(badId.error?.code).toBe('23514')
  })

  it('unsaving is a soft delete that pull_jobs honours', async () => {
    const id = `${craftsman.id}:${ids['ykSaved']}`
    const { error } = await craftsman.db.from('saved_jobs').update({ _deleted: true }).eq('id', id)
    expect(error).toBeNull()
    const rows = await pull(craftsman, { provinces: ['Ontario'], trades: ['electrical'] })
    expect(keysOf(rows)).toEqual(['onElectrical', 'ykApplied'])
    await sql(server, `update public.saved_jobs set _deleted = false where id = $1`, [id])
  })
})

describe('job_scope_preferences', () => {
  it('are private to their user and hold known provinces and trades only', async () => {
    const own = await craftsman.db
      .from('job_scope_preferences')
      .insert({ provinces: '["Yukon"]', trades: '["plumbing"]' })
    expect(own.error).toBeNull()
    expect((await other.db.from('job_scope_preferences').select('user_id')).data).toEqual([])
    const forOther = await other.db
      .from('job_scope_preferences')
      .insert({ user_id: craftsman.id, provinces: '["Quebec"]' })
    expect(forOther.error?.code).toBe('42501')
    const changed = await other.db
      .from('job_scope_preferences')
      .update({ provinces: '["Quebec"]' })
      .eq('user_id', craftsman.id)
      .select()
    expect(changed.data).toEqual([])
    const unknown = await other.db
      .from('job_scope_preferences')
      .insert({ provinces: '["Atlantis"]', trades: '[]' })
    expect(unknown.error?.code).toBe('23514')
    const [row] = await sql<{ provinces: string }>(
      server,
      `select provinces from public.job_scope_preferences where user_id = $1`,
      [craftsman.id],
    )
    expect(row?.provinces).toBe('["Yukon"]')
  })
})
