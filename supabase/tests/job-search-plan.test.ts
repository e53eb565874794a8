// search_jobs on a large board: words are looked up through the text index (a missing or rare
// word, later pages of a common one) and cities through the city index, with the same answers
// as before. How fast is the bench's measure (`npm run bench`, search p95), not this test's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

const JOBS = 6000

let server: TestServer
let craftsman: User

beforeAll(async () => {
  server = await startProductServer()
  const company = await makeUser(server, ['company'])
  craftsman = await makeUser(server, ['craftsman'])
  // Three old jobs mention backflow; every other job is newer and does not.
  await sql(
    server,
    `insert into public.jobs (owner_id, title, description, trade_specialty, experience_level,
       location_city, location_province, work_type, budget_min, budget_max, created_at)
     select $1, case when g > ${JOBS - 3} then 'Backflow tester ' || g else 'Site carpenter ' || g end,
       'Framing, blocking and sheathing on a mid-rise with a crew of four.', 'carpentry',
       'experienced', 'Calgary', 'Alberta', 'contract', 5000, 9000,
       now() - (g || ' minutes')::interval
     from generate_series(1, ${JOBS}) g`,
    [company.id],
  )
  // Two older still in a small place.
  await sql(
    server,
    `insert into public.jobs (owner_id, title, description, trade_specialty, experience_level,
       location_city, location_province, work_type, budget_min, budget_max, created_at)
     select $1, 'Arctic electrician ' || g, 'Camp wiring for a mine site crew quarters, panels and heat trace.', 'electrical', 'experienced',
       'Iqaluit', 'Nunavut', 'contract', 5000, 9000, now() - interval '1 year' - (g || ' minutes')::interval
     from generate_series(1, 2) g`,
    [company.id],
  )
  await sql(server, 'analyze public.jobs')
}, 120_000)
afterAll(async () => {
  await server?.close()
})

async function search(args: Record<string, unknown>): Promise<string[]> {
  const { data, error } = await craftsman.db.rpc('search_jobs', args)
  expect(error).toBeNull()
  return (data as Array<{ title: string }>).map((r) => r.title)
}

describe('search_jobs on a large board', () => {
  it('answers a word no job contains without reading every job', async () => {
    expect(await search({ p_query: 'zqxv' })).toEqual([])
  })

  it('finds the few old jobs with a rare word, newest first', async () => {
    expect(await search({ p_query: 'backflow', p_province: 'Alberta' })).toEqual([
      `Backflow tester ${JOBS - 2}`,
      `Backflow tester ${JOBS - 1}`,
      `Backflow tester ${JOBS}`,
    ])
  })

  it('finds the few old jobs of a small place by part of its name', async () => {
    expect(await search({ p_city: 'qaluit' })).toEqual([
      'Arctic electrician 1',
      'Arctic electrician 2',
    ])
    expect(await search({ p_city: 'calg', p_limit: 1 })).toEqual(['Site carpenter 1'])
  })

  it('still pages a common word newest first', async () => {
    expect(await search({ p_query: 'carpenter', p_limit: 2 })).toEqual([
      'Site carpenter 1',
      'Site carpenter 2',
    ])
  })
})
