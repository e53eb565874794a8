// search_jobs on a large board: words are looked up through the text index. Before, the planner
// walked the newest jobs building each one's search document until a page was full, so a word
// few or no jobs contain cost ~0.4 ms per open job (44 s among 100,000 on PGlite, holding the
// backend's only connection). 6,000 jobs keep the test short and the difference plain.
import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

const JOBS = 6000
/** Far under the ~2.4 s the old plan took for a missing word here, far over the ~10 ms now. */
const LIMIT_MS = 1000

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
  await sql(server, 'analyze public.jobs')
}, 120_000)
afterAll(async () => {
  await server?.close()
})

async function timedSearch(args: Record<string, unknown>) {
  const started = performance.now()
  const { data, error } = await craftsman.db.rpc('search_jobs', args)
  const ms = performance.now() - started
  expect(error).toBeNull()
  return { titles: (data as Array<{ title: string }>).map((r) => r.title), ms }
}

describe('search_jobs on a large board', () => {
  it('answers a word no job contains without reading every job', async () => {
    const { titles, ms } = await timedSearch({ p_query: 'zqxv' })
    expect(titles).toEqual([])
    expect(ms).toBeLessThan(LIMIT_MS)
  })

  it('finds the few old jobs with a rare word, newest first, as fast', async () => {
    const { titles, ms } = await timedSearch({ p_query: 'backflow', p_province: 'Alberta' })
    expect(titles).toEqual([
      `Backflow tester ${JOBS - 2}`,
      `Backflow tester ${JOBS - 1}`,
      `Backflow tester ${JOBS}`,
    ])
    expect(ms).toBeLessThan(LIMIT_MS)
  })

  it('still pages a common word newest first', async () => {
    const first = await timedSearch({ p_query: 'carpenter', p_limit: 2 })
    expect(first.titles).toEqual(['Site carpenter 1', 'Site carpenter 2'])
    expect(first.ms).toBeLessThan(LIMIT_MS)
  })
})
