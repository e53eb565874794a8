// The local backend analyzes tables as hosted Supabase's autovacuum does (PGlite has none): a
// bulk-loaded table gets statistics, so the planner plans its real size (a never-analyzed jobs
// table of 100,000 rows was planned as a few hundred and searches took minutes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeChangedTables } from '../local/auto-analyze.ts'
import { makeUser, sql, startProductServer, type TestServer } from './helpers.ts'

let server: TestServer

beforeAll(async () => {
  // The server's own check, every 200 ms instead of 30 s.
  process.env.SUPABASE_LOCAL_AUTO_ANALYZE_MS = '200'
  server = await startProductServer()
  delete process.env.SUPABASE_LOCAL_AUTO_ANALYZE_MS
  const company = await makeUser(server, ['company'])
  await sql(
    server,
    `insert into public.jobs (owner_id, title, description, trade_specialty, experience_level,
       location_city, location_province, work_type, budget_min, budget_max)
     select $1, 'Site carpenter ' || g, 'Framing, blocking and sheathing on a mid-rise with a crew of four.', 'carpentry', 'experienced',
       'Calgary', 'Alberta', 'contract', 5000, 9000
     from generate_series(1, 3000) g`,
    [company.id],
  )
  // Starting a server and loading 3,000 jobs outlasts the default minute under a loaded CI.
}, 180_000)
afterAll(async () => {
  await server?.close()
})

const plannedJobs = async () =>
  (
    await sql<{ n: number }>(
      server,
      `select reltuples::int n from pg_class where oid = 'public.jobs'::regclass`,
    )
  )[0]!.n

describe('auto-analyze', () => {
  it('analyzes a table once enough of it changed, on its own, as autovacuum would', async () => {
    const deadline = Date.now() + 10_000
    while ((await plannedJobs()) < 3000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await plannedJobs()).toBe(3000)
  })

  it('does not analyze a table again before enough of it changed', async () => {
    await sql(server, `update public.jobs set budget_max = 9500 where title = 'Site carpenter 1'`)
    expect(await analyzeChangedTables(server.ctx.db)).not.toContain('public.jobs')
  })
})
