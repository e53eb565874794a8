// The gateway's key check, as hosted Supabase answers it: REST, Auth, Realtime and Storage calls
// without one of the project's keys get 401 before any service runs; the auth links a browser
// follows and CORS preflights stay open.
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { makeUser, REST_TEST_SQL } from './rest-fixture.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: REST_TEST_SQL })
  await server.ctx.db.pg.exec(
    `insert into public.todos (owner, title) values ('${crypto.randomUUID()}', 'private')`,
  )
})
afterAll(() => server?.close())

const MISSING = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
}
const INVALID = {
  message: 'Invalid API key',
  hint: 'Double check the provided API key for typos. This API key might also be owned by another Supabase project.',
}

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON (a redirect or an empty body): compared as text.
  }
  return { status: res.status, body, headers: res.headers }
}

const KEYED_CALLS: Array<[string, RequestInit]> = [
  ['/rest/v1/items?select=id', {}],
  ['/rest/v1/rpc/add', { method: 'POST', body: '{"a":1,"b":2}' }],
  ['/auth/v1/token?grant_type=password', { method: 'POST', body: '{"email":"a@b.co"}' }],
  ['/auth/v1/settings', {}],
  ['/auth/v1/health', {}],
  ['/realtime/v1/api/broadcast', { method: 'POST', body: '{"messages":[]}' }],
  ['/storage/v1/object/list/avatars', { method: 'POST', body: '{}' }],
]

describe('requests without a known API key', () => {
  for (const [path, init] of KEYED_CALLS) {
    it(`answers ${init.method ?? 'GET'} ${path} with 401 without a key or with a wrong one`, async () => {
      const none = await call(path, {
        ...init,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(none.status).toBe(401)
      expect(none.body).toEqual(MISSING)
      expect(none.headers.get('access-control-allow-origin')).toBe('*')
      for (const key of [
        'garbage',
        `${server.anonKey}x`,
        await server.ctx.jwt.sign({ role: 'anon' }),
      ]) {
        const wrong = await call(path, {
          ...init,
          headers: { apikey: key, 'Content-Type': 'application/json' },
        })
        expect(wrong.status).toBe(401)
        expect(wrong.body).toEqual(INVALID)
      }
    })
  }

  it('refuses a bearer token alone: the key is what the gateway checks', async () => {
    const user = await makeUser(server)
    const r = await call('/rest/v1/items?select=id', {
      headers: { Authorization: `Bearer ${user.token}` },
    })
    expect(r.status).toBe(401)
    expect(r.body).toEqual(MISSING)
  })

  it('refuses the realtime socket without the project key, even with a valid user token', async () => {
    const user = await makeUser(server)
    const ws = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=1.0.0`
    const statusOf = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url)
        socket.once('open', () => {
          socket.close()
          resolve(101)
        })
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      })
    expect(await statusOf(ws)).toBe(401)
    expect(await statusOf(`${ws}&apikey=${user.token}`)).toBe(401)
    expect(await statusOf(`${ws}&apikey=${server.anonKey}`)).toBe(101)
  })

  it('shows supabase-js callers with a wrong key the gateway message', async () => {
    const client = createClient(server.url, 'not-the-key', {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { error } = await client.from('items').select('id')
    expect(error?.message).toBe('Invalid API key')
    const signIn = await client.auth.signInWithPassword({ email: 'a@b.co', password: 'x' })
    expect(signIn.error?.status).toBe(401)
    expect(signIn.error?.message).toBe('Invalid API key')
  })
})

describe('requests with a key', () => {
  it('runs with the key from the header or the apikey query parameter', async () => {
    const anon = await call('/rest/v1/items?select=id&id=eq.a', {
      headers: { apikey: server.anonKey },
    })
    expect(anon.body).toEqual([{ id: 'a' }])
    // From the query the key is no filter, and a service-role key reads past RLS as hosted.
    const service = await call(`/rest/v1/todos?select=title&apikey=${server.serviceRoleKey}`)
    expect(service.status).toBe(200)
    expect(service.body).toEqual([{ title: 'private' }])
  })

  it('leaves CORS preflights, emailed-link auth routes and unknown paths open', async () => {
    for (const path of ['/rest/v1/items', '/auth/v1/token', '/realtime/v1/api/broadcast']) {
      const pre = await call(path, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST' },
      })
      expect(pre.status).toBe(204)
    }
    const verify = await call('/auth/v1/verify?token=nope&type=signup')
    expect(verify.status).not.toBe(401)
    const jwks = await call('/auth/v1/.well-known/jwks.json')
    expect(jwks.status).toBe(200)
    expect(jwks.body).toEqual({ keys: expect.any(Array) })
    expect((await call('/nowhere')).status).toBe(404)
  })
})
