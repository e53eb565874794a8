// Fuzzing the test's own backend on loopback: a few thousand seeded random REST and Auth
// requests must never get a 5xx (bad input is the client's fault: 4xx in the service's shape),
// and the server keeps serving afterwards. A failure names its seed and index to replay it.
import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzPlan, send } from './fuzz/plan.ts'
import type { FuzzRequest, Keys } from './fuzz/random.ts'
import { FUZZ_SQL } from './fuzz/schema.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { makeUser } from './rest-fixture.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 39)
const COUNT = Number(process.env.FUZZ_COUNT ?? 3000)
const TIME_LIMIT_MS = 90_000
const PARALLEL = 4

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

const call = (req: FuzzRequest) => send(server.url, req, agent)

describe('fuzzed requests', () => {
  it(
    `never answer 5xx (seed ${SEED}, ${COUNT} requests)`,
    async () => {
      const plan = fuzzPlan(SEED, COUNT, keys)
      const failures: string[] = []
      const started = Date.now()
      let next = 0
      let sent = 0
      const worker = async () => {
        while (next < plan.length && Date.now() - started < TIME_LIMIT_MS) {
          const i = next++
          const req = plan[i] as FuzzRequest
          const res = await call(req)
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
      const ok = await call({
        method: 'GET',
        path: '/rest/v1/rpc/add?a=1&b=2',
        headers: { apikey: keys.anon },
      })
      expect(ok).toEqual({ status: 200, body: '3' })
    },
    TIME_LIMIT_MS + 30_000,
  )
})
