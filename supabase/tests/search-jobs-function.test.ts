// search-jobs through the local function host: Find Jobs' search beyond the replica. A search
// answers pages of open jobs newest first with the next page's cursor, `{ id }` answers one job,
// bad input is a 400 naming the field, and a caller without a session gets a 401.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call as callOn } from './function-client.ts'
import { jobRow, makeUser, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let company: User
let craftsman: User
const tag = `yk${randomUUID().slice(0, 6)}`
const closedId = randomUUID()

beforeAll(async () => {
  server = await startProductServer({ functionsDir: 'supabase/functions' })
  company = await makeUser(server, ['company'], 'Priya Sharma')
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  const base = Date.parse('2026-11-01T12:00:00Z')
  const rows = [
    ...Array.from({ length: 5 }, (_, i) => ({
      title: `Plumber ${tag} Whitehorse ${i + 1}`,
      location_city: 'Whitehorse',
      location_province: 'Yukon',
      trade_specialty: 'plumbing',
    })),
    {
      title: `Electrician ${tag} Toronto`,
      location_city: 'Toronto',
      pay_unit: 'hourly',
      budget_min: 40,
      budget_max: 52,
    },
    { id: closedId, title: `Plumber ${tag} closed`, status: 'closed' },
  ].map((o, i) =>
    jobRow(company.id, {
      status: 'open',
      created_at: new Date(base + i * 60_000).toISOString(),
      ...o,
    }),
  )
  const { error } = await company.db.from('jobs').insert(rows)
  expect(error).toBeNull()
})
afterAll(async () => {
  await server?.close()
})

type Job = Record<string, unknown> & { id: string; title: string }
const search = (body: unknown, token = craftsman.token) =>
  callOn(server, 'search-jobs', body, { token })

describe('search-jobs', () => {
  it('finds open jobs by words and filters, newest first, as the app replicates them', async () => {
    const res = await search({ query: `${tag} whitehorse`, province: 'Yukon', trade: 'plumbing' })
    expect(res.status).toBe(200)
    const jobs = res.body.jobs as Job[]
    expect(jobs.map((j) => j.title)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Plumber ${tag} Whitehorse ${n}`),
    )
    expect(res.body.next).toBeNull()
    expect(jobs[0]).toMatchObject({ location_province: 'Yukon', status: 'open', budget_min: 9000 })
    expect(Object.keys(jobs[0] ?? {})).not.toContain('_deleted')
    expect(Object.keys(jobs[0] ?? {})).not.toContain('_modified')
    expect((await search({ query: tag, city: 'toronto' })).body.jobs).toMatchObject([
      { title: `Electrician ${tag} Toronto` },
    ])
  })

  it('filters by pay unit (issue 41), and every row says its unit', async () => {
    const hourly = (await search({ query: tag, payUnit: 'hourly' })).body.jobs as Job[]
    expect(hourly).toMatchObject([{ title: `Electrician ${tag} Toronto`, pay_unit: 'hourly' }])
    const fixed = (await search({ query: tag, payUnit: 'fixed' })).body.jobs as Job[]
    expect(fixed.map((j) => j.pay_unit)).toEqual(['fixed', 'fixed', 'fixed', 'fixed', 'fixed'])
    expect((await search({ query: tag, payUnit: 'yearly' })).body.jobs).toEqual([])
  })

  it('pages with the cursor it returns, each match once', async () => {
    const seen: string[] = []
    let after: unknown
    for (let page = 0; page < 4; page += 1) {
      const res = await search({ query: tag, limit: 2, ...(after ? { after } : {}) })
      expect(res.status).toBe(200)
      seen.push(...(res.body.jobs as Job[]).map((j) => j.title))
      after = res.body.next
      if (!after) break
    }
    expect(seen).toEqual([
      `Electrician ${tag} Toronto`,
      ...[5, 4, 3, 2, 1].map((n) => `Plumber ${tag} Whitehorse ${n}`),
    ])
    expect(after).toBeNull()
  })

  it('answers one job by id, of any status, and null for an unknown id', async () => {
    const res = await search({ id: closedId })
    expect(res).toMatchObject({ status: 200, body: { job: { id: closedId, status: 'closed' } } })
    expect(await search({ id: randomUUID() })).toEqual({ status: 200, body: { job: null } })
  })

  it('refuses bad input with a 400 that names the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ query: 42 }, 'query must be text'],
      [{ query: 'x'.repeat(201) }, 'query is too long (max 200 characters)'],
      [{ limit: 0 }, 'limit must be a whole number from 1 to 50'],
      [{ limit: 51 }, 'limit must be a whole number from 1 to 50'],
      [
        { workType: 'forever' },
        'workType must be one of full_time, part_time, contract, temporary',
      ],
      [{ budgetMin: 10.5 }, 'budgetMin must be a whole number of dollars'],
      [{ payUnit: 'weekly' }, 'payUnit must be one of hourly, yearly, fixed'],
      [{ after: { createdAt: 'yesterday', id: closedId } }, 'after.createdAt must be an ISO date'],
      [{ after: { createdAt: '2026-11-01T12:00:00+00:00' } }, 'after.id must be a job id (uuid)'],
      [{ id: 'nope' }, 'id must be a job id (uuid)'],
      [{ id: closedId, query: 'x' }, 'id cannot be combined with search fields'],
      [{ provnce: 'Yukon' }, 'Unknown field: provnce'],
    ]
    for (const [body, message] of cases) {
      const res = await search(body)
      expect({ body, status: res.status }).toEqual({ body, status: 400 })
      expect(String(res.body.error)).toContain(message)
    }
    const raw = await callOn(server, 'search-jobs', null, { token: craftsman.token, raw: '[1]' })
    expect(raw).toMatchObject({ status: 400, body: { code: 'invalid_json' } })
    expect((await callOn(server, 'search-jobs', null, { method: 'GET' })).status).toBe(405)
  })

  it('refuses callers without a session', async () => {
    // The anon key passes the gateway (it is a signed JWT) but is no session.
    expect(await search({ query: tag }, server.anonKey)).toEqual({
      status: 401,
      body: { error: 'Sign in to search jobs', code: 'not_signed_in' },
    })
    expect((await search({ query: tag }, 'not-a-jwt')).status).toBe(401)
  })
})
