// Fuzzing the test's own backend on loopback: a few thousand seeded random REST and Auth
// requests must never get a 5xx (bad input is the client's fault: 4xx in the service's shape),
// and the server keeps serving afterwards. A failure names its seed and index to replay it.
import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authRequest } from './fuzz/auth.ts'
import { prng, type FuzzRequest, type Keys } from './fuzz/random.ts'
import { restRequest } from './fuzz/rest.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { makeUser, REST_TEST_SQL } from './rest-fixture.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 39)
const COUNT = Number(process.env.FUZZ_COUNT ?? 3000)
const TIME_LIMIT_MS = 90_000
const PARALLEL = 4

// A view PostgREST cannot write through (GROUP BY), beside the REST fixture's tables.
const FUZZ_SQL = `${REST_TEST_SQL}
create view public.item_totals as select tags[1] as tag, count(*)::int as n from public.items group by 1;
grant select, insert, update, delete on public.item_totals to anon, authenticated;`

let server: TestServer
let keys: Keys
const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL })

beforeAll(async () => {
  server = await startTestServer({ extraSql: FUZZ_SQL })
  keys = {
    anon: server.anonKey,
    service: server.serviceRoleKey,
    user: (await makeUser(server)).token,
  }
})
afterAll(async () => {
  agent.destroy()
  await server?.close()
})

function send(req: FuzzRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const out = request(
      `${server.url}${req.path}`,
      { method: req.method, headers: req.headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    out.on('error', reject)
    out.end(req.body)
  })
}

describe('fuzzed requests', () => {
  it(
    `never answer 5xx (seed ${SEED}, ${COUNT} requests)`,
    async () => {
      const rand = prng(SEED)
      const plan = Array.from({ length: COUNT }, (_, i) =>
        rand() < 0.85 ? restRequest(rand, keys) : authRequest(rand, keys, i),
      )
      const failures: string[] = []
      const started = Date.now()
      let next = 0
      let sent = 0
      const worker = async () => {
        while (next < plan.length && Date.now() - started < TIME_LIMIT_MS) {
          const i = next++
          const req = plan[i] as FuzzRequest
          const res = await send(req)
          sent += 1
          if (res.status >= 500 || res.status === 0) {
            failures.push(
              `#${i} ${req.method} ${req.path.slice(0, 200)} -> ${res.status} ${res.body.slice(0, 200)}`,
            )
          }
        }
      }
      await Promise.all(Array.from({ length: PARALLEL }, worker))
      expect(failures).toEqual([])
      // Most of the plan ran: the time limit is a guard, not the normal end.
      expect(sent).toBeGreaterThan(COUNT / 2)
      const ok = await send({
        method: 'GET',
        path: '/rest/v1/rpc/add?a=1&b=2',
        headers: { apikey: keys.anon },
      })
      expect(ok).toEqual({ status: 200, body: '3' })
    },
    TIME_LIMIT_MS + 30_000,
  )
})
