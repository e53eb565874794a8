// GoTrue's error shapes: rate limits (429), bad JWTs (401/403), the version-dependent body format,
// and malformed input that must never become a 5xx.
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { authFetch, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

describe('rate limits', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        signInPerIpPerMinute: 4,
        signInPerEmailPerMinute: 2,
        emailPerHour: 1,
        tokenVerificationsPer5Minutes: 100,
      },
      autoConfirm: false,
    })
  })
  afterAll(() => server.close())

  it('limits password sign-ins per email, then per IP, with 429 over_request_rate_limit', async () => {
    const email = uniqueEmail()
    const attempt = (address: string) =>
      server.client().auth.signInWithPassword({ email: address, password: STRONG_PASSWORD })
    expect((await attempt(email)).error?.code).toBe('invalid_credentials')
    expect((await attempt(email)).error?.code).toBe('invalid_credentials')
    const perEmail = await attempt(email)
    expect(perEmail.error?.status).toBe(429)
    expect(perEmail.error?.code).toBe('over_request_rate_limit')
    expect(perEmail.error?.message).toBe('Request rate limit reached')
    expect((await attempt(uniqueEmail())).error?.code).toBe('invalid_credentials')
    const perIp = await attempt(uniqueEmail())
    expect(perIp.error?.status).toBe(429)
    expect(perIp.error?.code).toBe('over_request_rate_limit')
  })

  it('limits the emails sent per hour', async () => {
    const limited = await startTestServer({
      autoConfirm: false,
      rateLimits: {
        signInPerIpPerMinute: 100,
        signInPerEmailPerMinute: 100,
        emailPerHour: 1,
        tokenVerificationsPer5Minutes: 100,
      },
    })
    try {
      const first = await limited
        .client()
        .auth.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD })
      expect(first.error).toBeNull()
      const second = await limited
        .client()
        .auth.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD })
      expect(second.error?.status).toBe(429)
      expect(second.error?.code).toBe('over_email_send_rate_limit')
    } finally {
      await limited.close()
    }
  })
})

describe('JWT and body errors', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoConfirm: true })
  })
  afterAll(() => server.close())

  const secret = () => new TextEncoder().encode(server.config.jwtSecret)
  const sign = (claims: Record<string, unknown>, key = secret()) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key)

  it('answers a missing bearer with 401 no_authorization', async () => {
    const res = await authFetch(server.url, '/user', { apikey: server.anonKey })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    })
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    // Browsers only let auth-js read the header (and so error.code) when CORS exposes it.
    expect(res.headers.get('access-control-expose-headers')).toMatch(/x-supabase-api-version/i)
  })

  it('answers forged, expired and alg:none tokens with 403 bad_jwt', async () => {
    const sub = crypto.randomUUID()
    const now = Math.floor(Date.now() / 1000)
    const forged = await sign(
      { sub, role: 'authenticated', exp: now + 600 },
      new TextEncoder().encode('x'.repeat(40)),
    )
    const expired = await sign({ sub, role: 'authenticated', iat: now - 7200, exp: now - 3600 })
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub, role: 'service_role', exp: now + 600 }),
    ).toString('base64url')}.`
    for (const token of [forged, expired, none, 'not.a.jwt']) {
      const res = await authFetch(server.url, '/user', { apikey: server.anonKey, token })
      expect(res.status).toBe(403)
      const body = (await res.json()) as { code: string; message: string }
      expect(body.code).toBe('bad_jwt')
      expect(body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /)
    }
    const { error } = await server.client().auth.getUser(expired)
    expect(error?.code).toBe('bad_jwt')
    expect(error?.status).toBe(403)
  })

  it('answers the anon key on /user with bad_jwt and an unknown user with user_not_found', async () => {
    const anon = await authFetch(server.url, '/user', {
      apikey: server.anonKey,
      token: server.anonKey,
    })
    expect(anon.status).toBe(403)
    expect(((await anon.json()) as { message: string }).message).toBe(
      'invalid claim: missing sub claim',
    )
    const ghost = await sign({
      sub: crypto.randomUUID(),
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 600,
    })
    const { error } = await server.client().auth.getUser(ghost)
    expect(error?.code).toBe('user_not_found')
  })

  it('uses the legacy body without the api-version header', async () => {
    const res = await authFetch(server.url, '/token?grant_type=password', {
      method: 'POST',
      apikey: server.anonKey,
      apiVersion: null,
      body: { email: uniqueEmail(), password: STRONG_PASSWORD },
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBeNull()
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
  })

  it('rejects malformed JSON, unknown grants and unknown paths with 4xx', async () => {
    const badJson = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{"email":',
    })
    expect(badJson.status).toBe(400)
    expect(((await badJson.json()) as { code: string }).code).toBe('bad_json')
    const grant = await authFetch(server.url, '/token?grant_type=magic', {
      method: 'POST',
      apikey: server.anonKey,
      body: {},
    })
    expect(grant.status).toBe(400)
    expect(((await grant.json()) as { code: string }).code).toBe('invalid_credentials')
    const refresh = await authFetch(server.url, '/token?grant_type=refresh_token', {
      method: 'POST',
      apikey: server.anonKey,
      body: {},
    })
    expect(await refresh.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    })
    const missing = await authFetch(server.url, '/nowhere', { apikey: server.anonKey })
    expect(missing.status).toBe(404)
    const scope = await authFetch(server.url, '/logout?scope=everything', {
      method: 'POST',
      apikey: server.anonKey,
    })
    expect(scope.status).toBe(400)
  })

  it('answers metadata Postgres cannot store with 400 validation_failed', async () => {
    const { error } = await server.client().auth.signUp({
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      options: { data: { note: 'nul \u0000 byte' } },
    })
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('validation_failed')
  })

  it('serves settings and health', async () => {
    const settings = (await (
      await authFetch(server.url, '/settings', { apikey: server.anonKey })
    ).json()) as {
      external: Record<string, boolean>
      mailer_autoconfirm: boolean
    }
    expect(settings.external.email).toBe(true)
    expect(settings.mailer_autoconfirm).toBe(true)
    const health = await authFetch(server.url, '/health', { apikey: server.anonKey })
    expect(health.status).toBe(200)
  })
})
