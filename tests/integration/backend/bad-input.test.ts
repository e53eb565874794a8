// Input the review found answered with 500s (the server kept serving): each must be a 4xx in
// PostgREST's or GoTrue's error shape, against the project's own schema.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ migrationsDir: 'supabase/migrations' })
})
afterAll(() => server?.close())

type Body = Record<string, unknown>

async function call(method: string, path: string, body?: string, headers: Body = {}) {
  const key = server.serviceRoleKey
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(headers as Record<string, string>),
    },
    body,
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Body }
}

const deep = (n: number, objects: boolean): string =>
  objects ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : `${'['.repeat(n)}${']'.repeat(n)}`

describe('bad values for a boolean column', () => {
  const badBoolean = {
    code: '22P02',
    message: 'invalid input syntax for type boolean: "maybe"',
    details: null,
    hint: null,
  }
  for (const query of ['read=eq.maybe', 'read=neq.maybe', 'read=gt.maybe', 'or=(read.eq.maybe)']) {
    it(`answers notifications?${query} with PostgREST's 400 22P02`, async () => {
      const r = await call('GET', `/rest/v1/notifications?select=id&${query}`)
      expect(r).toEqual({ status: 400, body: badBoolean })
    })
  }

  it('still reads with the spellings Postgres accepts', async () => {
    for (const value of ['true', 'false', 'yes', 'off', '1', 't'])
      expect((await call('GET', `/rest/v1/notifications?select=id&read=eq.${value}`)).status).toBe(
        200,
      )
  })
})

describe('JSON nested 5,000 deep', () => {
  const writes: Array<[string, string, string]> = [
    ['POST', '/rest/v1/notifications', `[{"title":${deep(5000, true)}}]`],
    ['POST', '/rest/v1/notifications', deep(5000, false)],
    [
      'PATCH',
      '/rest/v1/notifications?id=eq.e9b1c9f4-9b7a-4a53-9d1e-8b1b6f3c2d11',
      `{"title":${deep(5000, false)}}`,
    ],
    ['POST', '/rest/v1/rpc/is_admin', `{"a":${deep(5000, true)}}`],
  ]
  for (const [method, path, body] of writes) {
    it(`answers ${method} ${path} with PostgREST's 400 PGRST102`, async () => {
      const r = await call(method, path, body)
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' })
    })
  }

  it("answers sign-up metadata with GoTrue's 400 bad_json", async () => {
    const r = await call(
      'POST',
      '/auth/v1/signup',
      `{"email":"deep@example.com","password":"Deep-pass-2026","data":${deep(5000, true)}}`,
      { Authorization: `Bearer ${server.anonKey}`, 'X-Supabase-Api-Version': '2024-01-01' },
    )
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'bad_json' })
  })

  it('answers a realtime broadcast with 400', async () => {
    const r = await call('POST', '/realtime/v1/api/broadcast/room/events/e', deep(5000, true))
    expect(r.status).toBe(400)
  })

  it('accepts nesting an app could send', async () => {
    const r = await call('POST', '/rest/v1/rpc/is_admin', `{"a":${deep(100, true)}}`)
    expect(r.status).not.toBe(500)
    expect(r.body).not.toMatchObject({ code: 'PGRST102' })
  })
})

describe('methods and relations that cannot be served', () => {
  const trace = (path: string) =>
    new Promise<{ status: number; body: Body }>((resolve, reject) => {
      const req = request(`${server.url}${path}`, {
        method: 'TRACE',
        headers: { apikey: server.anonKey },
      })
      req.on('response', (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Body }),
        )
      })
      req.on('error', reject)
      req.end()
    })

  it('answers TRACE with 405 in each service shape', async () => {
    const rest = await trace('/rest/v1/notifications')
    expect(rest).toEqual({
      status: 405,
      body: {
        code: 'PGRST117',
        message: 'Unsupported HTTP method: TRACE',
        details: null,
        hint: null,
      },
    })
    const auth = await trace('/auth/v1/health')
    expect(auth.status).toBe(405)
    expect(auth.body).toMatchObject({ code: 'method_not_allowed' })
  })

  it('answers writes to a view Postgres cannot write through with 405', async () => {
    const writes: Array<[string, string, string | undefined]> = [
      ['POST', '/rest/v1/page_time_totals', '{"page":"/jobs"}'],
      ['PATCH', '/rest/v1/page_time_totals?page=eq.x', '{"page":"/jobs"}'],
      ['DELETE', '/rest/v1/page_time_totals?page=eq.x', undefined],
    ]
    for (const [method, path, body] of writes) {
      const r = await call(method, path, body)
      expect(r.status, method).toBe(405)
      expect(r.body).toEqual({
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${method}`,
        details: expect.stringContaining("'public.page_time_totals'") as unknown,
        hint: 'Allowed methods: OPTIONS, GET, HEAD',
      })
    }
    expect((await call('GET', '/rest/v1/page_time_totals?select=page')).status).toBe(200)
  })
})

describe('NUL bytes', () => {
  for (const query of ['title=eq.a%00b', 'title=in.(a%00)', 'or=(title.eq.%00)', 'select=id%00']) {
    it(`answers notifications?${query} with a PostgREST 400`, async () => {
      const r = await call('GET', `/rest/v1/notifications?${query}`)
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ code: expect.any(String), details: null })
    })
  }
})
