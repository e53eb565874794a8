// The load of the issue 39 review, driven from its own process against a backend on loopback:
// RLS checks as many users, fuzzed REST/Auth requests, forged JWTs and a realtime flood. Counts
// come from the environment (MEMORY_LOAD_*) and every phase stops at the deadline.
import { Agent } from 'node:http'
import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import WebSocket from 'ws'
import { fuzzPlan, send } from '../integration/backend/fuzz/plan.ts'
import type { FuzzRequest } from '../integration/backend/fuzz/random.ts'

const [url = '', anon = '', service = '', secret = ''] = process.argv.slice(2)
const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const RLS = count('MEMORY_LOAD_RLS', 2000)
const FUZZ = count('MEMORY_LOAD_FUZZ', 12_000)
const FORGED = count('MEMORY_LOAD_FORGED', 2000)
const SOCKETS = count('MEMORY_LOAD_SOCKETS', 300)
const deadline = Date.now() + count('MEMORY_LOAD_SECONDS', 600) * 1000
const PARALLEL = 8

const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL })
const key = new TextEncoder().encode(secret)
const sign = (claims: Record<string, unknown>, withKey = key) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(withKey)

/** Runs `total` jobs PARALLEL at a time until done or past the deadline; returns statuses. */
async function run(total: number, job: (i: number) => Promise<number>): Promise<string> {
  const began = Date.now()
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < total && Date.now() < deadline) {
      const status = await job(next++).catch(() => 0)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  const counts = [...statuses].map(([s, n]) => `${s}:${n}`).join(' ')
  return `${Math.round((Date.now() - began) / 1000)} s; ${counts}`
}

const call = async (req: FuzzRequest) => (await send(url, req, agent)).status

const TABLES = ['jobs', 'job_applications', 'notifications', 'user_profiles', 'user_roles']
const MORE = ['company_profiles', 'craftsman_profiles', 'portfolio_items', 'page_time_spent']

async function rlsChecks(): Promise<string> {
  const users = await Promise.all(
    Array.from({ length: 50 }, () => sign({ sub: randomUUID(), role: 'authenticated' })),
  )
  const tables = [...TABLES, ...MORE]
  return run(RLS, async (i) => {
    const table = tables[i % tables.length] ?? 'jobs'
    const headers = {
      apikey: anon,
      Authorization: `Bearer ${users[i % users.length]}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    }
    const id = randomUUID()
    const reqs: FuzzRequest[] = [
      { method: 'GET', path: `/rest/v1/${table}?select=*&limit=50`, headers },
      { method: 'POST', path: `/rest/v1/${table}`, headers, body: JSON.stringify({ id }) },
      { method: 'PATCH', path: `/rest/v1/${table}?id=eq.${id}`, headers, body: '{"id":null}' },
      { method: 'DELETE', path: `/rest/v1/${table}?id=eq.${id}`, headers },
    ]
    return call(reqs[i % reqs.length] as FuzzRequest)
  })
}

async function forgedTokens(): Promise<string> {
  const other = new TextEncoder().encode('another-secret-another-secret-another-secret')
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url')
  return run(FORGED, async (i) => {
    const claims = { sub: randomUUID(), role: ['service_role', 'postgres', `r${i}`][i % 3], n: i }
    const forged = [
      () => sign(claims, other),
      async () => `${b64({ alg: 'none' })}.${b64(claims)}.`,
      async () => `${b64({ alg: 'HS256' })}.${b64(claims)}.${randomUUID()}`,
      () => sign({ ...claims, role: `role_${i}` }),
      () => sign({ ...claims, pad: 'x'.repeat(4000) }),
    ]
    const token = await (forged[i % forged.length] as () => Promise<string>)()
    const path = i % 2 ? '/rest/v1/jobs?select=id&limit=1' : '/auth/v1/user'
    return call({
      method: 'GET',
      path,
      headers: { apikey: anon, Authorization: `Bearer ${token}` },
    })
  })
}

function flood(i: number): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(
      `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anon}&vsn=1.0.0`,
    )
    let ref = 0
    const push = (topic: string, event: string, payload: object) =>
      ws.send(JSON.stringify({ topic, event, payload, ref: String(++ref), join_ref: '1' }))
    ws.once('open', () => {
      for (let c = 0; c < 3; c++) {
        const topic = `realtime:flood-${i}-${c}`
        const changes = [{ event: '*', schema: 'public', table: TABLES[c] ?? 'jobs' }]
        push(topic, 'phx_join', {
          config: {
            broadcast: { self: true },
            presence: { key: `k${i}` },
            postgres_changes: changes,
          },
        })
        for (let b = 0; b < 10; b++)
          push(topic, 'broadcast', {
            type: 'broadcast',
            event: 'e',
            payload: { b, pad: 'y'.repeat(500) },
          })
        push(topic, 'presence', { type: 'presence', event: 'track', payload: { at: i } })
      }
      // Half leave politely, half just vanish, as closed tabs do.
      setTimeout(() => (i % 2 ? ws.close() : ws.terminate()), 200)
    })
    ws.once('close', () => resolve(101))
    ws.once('error', () => resolve(0))
  })
}

/**
 * A broadcast flood with slow readers: half the sockets on one topic stop reading while the
 * other half broadcast to it, so everything sent to the slow half waits in the server.
 */
async function slowReaders(): Promise<string> {
  const topic = 'realtime:flood-shared'
  const sockets = await Promise.all(
    Array.from(
      { length: SOCKETS / 5 },
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(
            `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anon}&vsn=1.0.0`,
          )
          ws.once('open', () => {
            ws.send(
              JSON.stringify({
                topic,
                event: 'phx_join',
                payload: { config: { broadcast: { self: true } } },
                ref: '1',
                join_ref: '1',
              }),
            )
            // The slow half stops reading from the socket (a frozen tab).
            if (i % 2 === 0)
              setTimeout(
                () => (ws as unknown as { _socket: { pause(): void } })._socket.pause(),
                100,
              )
            resolve(ws)
          })
          ws.once('error', reject)
        }),
    ),
  )
  await new Promise((r) => setTimeout(r, 300))
  const payload = {
    type: 'broadcast',
    event: 'e',
    payload: { pad: 'z'.repeat(Number(process.env.MEMORY_LOAD_PAD ?? 2000)) },
  }
  for (let n = 0; n < 100 && Date.now() < deadline; n++) {
    sockets.forEach((ws, i) => {
      if (i % 2 === 1)
        ws.send(
          JSON.stringify({ topic, event: 'broadcast', payload, ref: String(n), join_ref: '1' }),
        )
    })
    await new Promise((r) => setTimeout(r, 20))
  }
  await new Promise((r) => setTimeout(r, 2000))
  let closed = 0
  for (const ws of sockets) {
    if (ws.readyState !== ws.OPEN) closed++
    ws.terminate()
  }
  return `${sockets.length} sockets, ${closed} closed by the server`
}

const started = Date.now()
const keys = { anon, service, user: await sign({ sub: randomUUID(), role: 'authenticated' }) }
const report: Record<string, string> = {}
report.rls = await rlsChecks()
const plan = fuzzPlan(39, FUZZ, keys)
report.fuzz = await run(FUZZ, (i) => call(plan[i] as FuzzRequest))
report.forged = await forgedTokens()
report.realtime = await run(SOCKETS, flood)
report.slowReaders = await slowReaders()
agent.destroy()
console.log(
  `LOAD_DONE ${JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), ...report })}`,
)
