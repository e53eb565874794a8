// Bad input never crashes the server or yields a 5xx: malformed queries, JSON, oversized bodies
// and heads, bad JWTs, unknown tables, functions and routes all get a 4xx in the service's shape.
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { REST_TEST_SQL } from './rest-fixture.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: REST_TEST_SQL })
})
afterAll(() => server?.close())

async function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...init.headers },
  })
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  }
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const future = () => Math.floor(Date.now() / 1000) + 3600

async function expectStillServing() {
  const ok = await rest('items?select=id&id=eq.a')
  expect(ok.status).toBe(200)
  expect(ok.body).toEqual([{ id: 'a' }])
}

describe('malformed requests', () => {
  const queries = [
    'items?select=id,(',
    'items?select=id::text;drop table items',
    'items?id=eq',
    'items?id=nonsense.1',
    'items?id=eq(any).{a}&qty=like(some).x',
    'items?order=id.sideways',
    'items?limit=abc',
    'items?offset=-1',
    'items?or=((id.eq.a)',
    'items?or=id.eq.a',
    'items?and=()',
    'items?qty=is.maybe',
    'items?select=%22unterminated',
    'items?%ZZ=eq.1',
    'items?select=other(*)',
    'items?select=count()',
    'items?items.id=eq.a',
    'items?id=eq.%00',
    'items?qty=eq.not-a-number',
    'items?"a""b"=eq.1',
  ]
  for (const q of queries) {
    it(`answers ${q} with a PostgREST 4xx`, async () => {
      const r = await rest(q)
      expect(r.status).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expect(r.body).toMatchObject({ code: expect.any(String), message: expect.any(String) })
      expect(r.body).toHaveProperty('details')
      expect(r.body).toHaveProperty('hint')
    })
  }

  it('refuses trees nested too deep and handles very long in-lists', async () => {
    const deep = await rest(`items?select=id&or=(${'and('.repeat(500)}id.eq.a${')'.repeat(500)})`)
    expect(deep.status).toBe(400)
    expect(deep.body?.code).toBe('PGRST100')
    const list = Array.from({ length: 20_000 }, (_, i) => `v${i}`).concat('a')
    const many = await rest(`items?select=id&id=in.(${list.join(',')})`)
    expect(many.status).toBe(200)
    expect(many.body).toEqual([{ id: 'a' }])
    // Capped at config.toml's max_rows as PostgREST does, not passed to Postgres as a bigint.
    const huge = await rest('items?select=id&limit=99999999999999999999')
    expect(huge.status).toBe(200)
    expect((huge.body as unknown as unknown[]).length).toBeLessThanOrEqual(1000)
    await expectStillServing()
  })

  it('treats SQL in values, JSON keys and identifiers as data', async () => {
    expect(
      (await rest('items?select=id&data->>%27%3B%20drop%20table%20items%3B--=eq.1')).body,
    ).toEqual([])
    expect((await rest('items?select=id&name=eq.%27%3B%20drop%20table%20items%3B--')).body).toEqual(
      [],
    )
    const col = await rest('items?select=%22id%22%22%3B%20drop%20table%20items%3B--%22')
    expect(col.status).toBe(400)
    expect(['PGRST100', '42703']).toContain(col.body?.code)
    await expectStillServing()
  })

  it('rejects bad JSON, wrong JSON shapes and unknown schemas', async () => {
    expect((await rest('tags', { method: 'POST', body: 'not json' })).body?.code).toBe('PGRST102')
    expect((await rest('tags', { method: 'POST', body: '"a string"' })).status).toBe(400)
    expect((await rest('tags?name=eq.x', { method: 'PATCH', body: '[1,2]' })).status).toBe(400)
    const schema = await rest('items', { headers: { 'Accept-Profile': 'auth' } })
    expect(schema.status).toBe(406)
    expect(schema.body?.code).toBe('PGRST106')
    expect((await rest('items', { method: 'PUT', body: '{}' })).status).toBe(405)
    const strict = await rest('items', { headers: { Prefer: 'handling=strict, frobnicate=yes' } })
    expect(strict.status).toBe(400)
    expect(strict.body?.code).toBe('PGRST122')
    expect((await rest('items', { headers: { Accept: 'text/csv' } })).status).toBe(406)
    await expectStillServing()
  })

  it('answers unknown tables, functions and routes with 404', async () => {
    expect((await rest('missing')).body?.code).toBe('PGRST205')
    expect((await rest('rpc/missing', { method: 'POST', body: '{}' })).body?.code).toBe('PGRST202')
    expect((await rest('a/b/c')).status).toBe(404)
    const other = await fetch(`${server.url}/nowhere`)
    expect(other.status).toBe(404)
    expect(other.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('size limits', () => {
  it('refuses bodies over the limit with 413 and keeps serving', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(server.config.maxBodyBytes + 10) })
    const r = await rest('tags', { method: 'POST', body: big })
    expect(r.status).toBe(413)
    expect(r.body?.code).toBeTypeOf('string')
    await expectStillServing()
  })

  it('accepts request heads of 100 KB (RxDB puts documents in the URL) and refuses giant ones with 431', async () => {
    const long = 'y'.repeat(100_000)
    const r = await rest(`items?select=id&name=neq.${long}&id=eq.a`)
    expect(r.status).toBe(200)
    expect(r.body).toEqual([{ id: 'a' }])
    const huge = await fetch(
      `${server.url}/rest/v1/items?name=eq.${'z'.repeat(server.config.maxHeaderBytes + 1000)}`,
    ).catch((error: unknown) => error)
    if (huge instanceof Response) expect(huge.status).toBe(431)
    await expectStillServing()
  })
})

describe('JWTs', () => {
  const secret = new TextEncoder().encode(
    server?.config.jwtSecret ?? 'super-secret-jwt-token-with-at-least-32-characters-long',
  )
  const tokens: Array<[string, () => Promise<string>, string]> = [
    [
      'expired',
      () => server.ctx.jwt.sign({ role: 'authenticated', sub: crypto.randomUUID() }, -120),
      'PGRST303',
    ],
    [
      'forged (other secret)',
      () =>
        new SignJWT({ role: 'service_role' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-another-secret-another-secret')),
      'PGRST301',
    ],
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: future() })}.`,
      'PGRST301',
    ],
    [
      'HS512 with the right secret',
      () =>
        new SignJWT({ role: 'service_role' })
          .setProtectedHeader({ alg: 'HS512' })
          .setExpirationTime('1h')
          .sign(secret),
      'PGRST301',
    ],
    [
      'wrong audience',
      () => server.ctx.jwt.sign({ role: 'authenticated', aud: 'some-other-api' }),
      'PGRST301',
    ],
    ['garbage', async () => 'not.a.jwt', 'PGRST301'],
    [
      'tampered payload',
      async () => {
        const [h, , s] = (await server.ctx.jwt.sign({ role: 'authenticated' })).split('.')
        return `${h}.${b64({ role: 'service_role', exp: future() })}.${s}`
      },
      'PGRST301',
    ],
  ]
  for (const [name, make, code] of tokens) {
    it(`rejects a ${name} token with 401 ${code}`, async () => {
      const token = await make()
      const r = await rest('items?select=id', { headers: { Authorization: `Bearer ${token}` } })
      expect(r.status).toBe(401)
      expect(r.body?.code).toBe(code)
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/)
    })
  }

  it('rejects an empty bearer and a non-Bearer Authorization header', async () => {
    expect((await rest('items', { headers: { Authorization: 'Bearer ' } })).status).toBe(401)
    expect((await rest('items', { headers: { Authorization: 'Basic abc' } })).status).toBe(401)
  })

  it('refuses signed tokens for roles outside the API roles (postgres, unknown) with a 4xx', async () => {
    for (const role of ['no_such_role', 'x"; drop table items; --', 'postgres', 'authenticator']) {
      const token = await server.ctx.jwt.sign({ role })
      const r = await rest('items?select=id', { headers: { Authorization: `Bearer ${token}` } })
      expect(r.status).toBe(403)
      expect(r.body).toMatchObject({
        code: '42501',
        message: `permission denied to set role "${role}"`,
      })
    }
    await expectStillServing()
  })

  it('treats a publishable key as anon', async () => {
    const r = await rest('items?select=id&id=eq.b', {
      headers: { Authorization: 'Bearer sb_publishable_local' },
    })
    expect(r.body).toEqual([{ id: 'b' }])
  })
})

describe('CORS', () => {
  it('answers preflights on every service with the requested headers', async () => {
    for (const path of ['/rest/v1/items', '/auth/v1/token', '/functions/v1/x', '/nowhere']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:4173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, prefer, x-client-info',
        },
      })
      expect(res.status).toBeLessThan(300)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('access-control-allow-headers')).toBe('apikey, prefer, x-client-info')
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH')
    }
    const get = await fetch(`${server.url}/rest/v1/items?select=id`, {
      headers: { apikey: server.anonKey },
    })
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })
})
