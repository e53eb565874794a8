// Anonymous sign-in through supabase-js (POST /signup with neither email nor phone): an
// is_anonymous user and claim when the project allows it, GoTrue's refusals when it does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

describe('anonymous sign-ins enabled', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      enableAnonymousSignIns: true,
      rateLimits: { anonymousUsersPerHour: 4 },
      mfa: { totp: { enrollEnabled: true, verifyEnabled: true } },
    })
  })
  afterAll(() => server.close())

  it('signs in a new anonymous user with the is_anonymous claim', async () => {
    const client = server.client()
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { theme: 'dark' } },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: '',
      phone: '',
      app_metadata: {},
      user_metadata: { theme: 'dark' },
      identities: [],
      is_anonymous: true,
    })
    const claims = claimsOf(data.session!.access_token)
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: true,
    })
    expect(claims.amr).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) }])
    const { data: fetched } = await client.auth.getUser()
    expect(fetched.user?.is_anonymous).toBe(true)
  })

  it('says so in GET /settings', async () => {
    const res = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey },
    })
    expect(await res.json()).toMatchObject({ external: { anonymous_users: true, email: true } })
  })

  it('keeps anonymous users out of multi-factor enrolment', async () => {
    const client = server.client()
    await client.auth.signInAnonymously()
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp' })
    expect(error).toMatchObject({ status: 403, code: 'no_authorization' })
  })

  it('limits anonymous sign-ins per client address', async () => {
    // Two sign-ins above used two of the four allowed this hour.
    for (let i = 0; i < 2; i++) {
      const { error } = await server.client().auth.signInAnonymously()
      expect(error).toBeNull()
    }
    const { error } = await server.client().auth.signInAnonymously()
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })
})

describe('anonymous sign-ins disabled', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ enableAnonymousSignIns: false })
  })
  afterAll(() => server.close())

  it("answers GoTrue's anonymous_provider_disabled", async () => {
    const { data, error } = await server.client().auth.signInAnonymously()
    expect(data.session).toBeNull()
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' })
  })
})

describe('sign-ups disabled', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ enableAnonymousSignIns: true, enableSignup: false })
  })
  afterAll(() => server.close())

  it('refuses anonymous sign-ins too', async () => {
    const { error } = await server.client().auth.signInAnonymously()
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' })
  })
})
