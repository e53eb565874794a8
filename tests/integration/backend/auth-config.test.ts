// Auth settings read from a supabase/config.toml (the CLI's keys), and the per-address limits
// they set: each server here is started with its own config file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'
import { startTestServer, type TestServer } from './harness.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'auth-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function configFile(name: string, text: string): string {
  const file = path.join(dir, `${name}.toml`)
  writeFileSync(file, text)
  return file
}

async function post(server: TestServer, route: string, body: unknown) {
  const res = await fetch(`${server.url}/auth/v1/${route}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function settings(server: TestServer) {
  const res = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } })
  return (await res.json()) as { disable_signup: boolean; external: Record<string, boolean> }
}

describe("the CLI's default password policy (minimum_password_length = 6, no requirements)", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      configFile: configFile(
        'cli-defaults',
        '[auth]\nminimum_password_length = 6\npassword_requirements = ""\n',
      ),
    })
  })
  afterAll(() => server.close())

  it('accepts a six-character password and refuses a five-character one', async () => {
    const ok = await server.client().auth.signUp({ email: uniqueEmail(), password: 'abcdef' })
    expect(ok.error).toBeNull()
    expect(ok.data.session).not.toBeNull()
    const short = await server.client().auth.signUp({ email: uniqueEmail(), password: 'abcde' })
    expect(short.error?.status).toBe(422)
    expect(short.error?.code).toBe('weak_password')
    expect(short.error?.message).toBe('Password should be at least 6 characters.')
  })
})

describe('enable_signup = false', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      configFile: configFile('no-signup', '[auth]\nenable_signup = false\n'),
    })
  })
  afterAll(() => server.close())

  it("refuses sign-ups with GoTrue's 422 signup_disabled", async () => {
    const res = await post(server, 'signup', { email: uniqueEmail(), password: STRONG_PASSWORD })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      code: 422,
      error_code: 'signup_disabled',
      msg: 'Signups not allowed for this instance',
    })
    const { error } = await server
      .client()
      .auth.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD })
    expect(error?.code).toBe('signup_disabled')
  })

  it('says so in /settings', async () => {
    expect((await settings(server)).disable_signup).toBe(true)
  })
})

describe('[auth.email] enable_signup = false (the email provider is off)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      configFile: configFile('no-email', '[auth.email]\nenable_signup = false\n'),
    })
  })
  afterAll(() => server.close())

  it('refuses email sign-ups (400) and email sign-ins (422) with email_provider_disabled', async () => {
    const email = uniqueEmail()
    const signUp = await post(server, 'signup', { email, password: STRONG_PASSWORD })
    expect(signUp.status).toBe(400)
    expect(signUp.body).toMatchObject({
      error_code: 'email_provider_disabled',
      msg: 'Email signups are disabled',
    })
    const signIn = await post(server, 'token?grant_type=password', {
      email,
      password: STRONG_PASSWORD,
    })
    expect(signIn.status).toBe(422)
    expect(signIn.body).toMatchObject({
      error_code: 'email_provider_disabled',
      msg: 'Email logins are disabled',
    })
    const shown = await settings(server)
    expect(shown.external.email).toBe(false)
    expect(shown.disable_signup).toBe(false)
  })
})

describe('[auth.rate_limit] sign_in_sign_ups', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      autoConfirm: true,
      configFile: configFile('limits', '[auth.rate_limit]\nsign_in_sign_ups = 3\n'),
    })
  })
  afterAll(() => server.close())

  it('counts sign-ups and sign-ins from one address apart', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()]
    for (const email of emails) {
      expect((await post(server, 'signup', { email, password: STRONG_PASSWORD })).status).toBe(200)
    }
    const fourth = await post(server, 'signup', { email: uniqueEmail(), password: STRONG_PASSWORD })
    expect(fourth.status).toBe(429)
    expect(fourth.body.error_code).toBe('over_request_rate_limit')
    // Three sign-ups spent none of the address's sign-ins.
    for (const email of emails) {
      const signIn = await post(server, 'token?grant_type=password', {
        email,
        password: STRONG_PASSWORD,
      })
      expect(signIn.status).toBe(200)
    }
    const extra = await post(server, 'token?grant_type=password', {
      email: emails[0],
      password: STRONG_PASSWORD,
    })
    expect(extra.status).toBe(429)
  })
})
