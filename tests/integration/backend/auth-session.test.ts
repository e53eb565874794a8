// Sessions through supabase-js: refresh-token rotation and reuse detection, sign-out scopes, and
// reading and changing the signed-in user.
import {
  AuthSessionMissingError,
  AuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ autoConfirm: true })
})
afterAll(() => server.close())

async function signedUp(): Promise<{ email: string; client: SupabaseClient }> {
  const email = uniqueEmail()
  const client = server.client()
  const { error } = await client.auth.signUp({ email, password: STRONG_PASSWORD })
  if (error) throw error
  return { email, client }
}

async function signedIn(email: string, password = STRONG_PASSWORD): Promise<SupabaseClient> {
  const client = server.client()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

/** Makes a revoked refresh token look as if it was rotated `seconds` ago. */
async function ageToken(token: string, seconds: number): Promise<void> {
  await server.ctx.db.transaction((tx) =>
    tx.query(
      `update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2) where token = $1`,
      [token, seconds],
    ),
  )
}

/** True when the client holds no session or the server no longer knows its session. */
async function isSignedOut(client: SupabaseClient): Promise<boolean> {
  const session = (await client.auth.getSession()).data.session
  if (!session) return true
  const { error } = await server.client().auth.getUser(session.access_token)
  if (error) expect(error).toBeInstanceOf(AuthSessionMissingError)
  return error !== null
}

describe('refresh tokens', () => {
  it('rotate on every refresh and keep the same session', async () => {
    const { client } = await signedUp()
    const before = (await client.auth.getSession()).data.session!
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(before.refresh_token)
    expect(data.session?.user.id).toBe(before.user.id)
    const claims = (t: string) => JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString())
    expect(claims(data.session!.access_token).session_id).toBe(
      claims(before.access_token).session_id,
    )
  })

  it('hand out the same child inside the reuse interval', async () => {
    const { client } = await signedUp()
    const old = (await client.auth.getSession()).data.session!.refresh_token
    const first = await server.client().auth.refreshSession({ refresh_token: old })
    const second = await server.client().auth.refreshSession({ refresh_token: old })
    expect(first.error).toBeNull()
    expect(second.error).toBeNull()
    expect(second.data.session?.refresh_token).toBe(first.data.session?.refresh_token)
  })

  it('revoke the whole family when a rotated token comes back later', async () => {
    const { client } = await signedUp()
    const old = (await client.auth.getSession()).data.session!.refresh_token
    const child = (await server.client().auth.refreshSession({ refresh_token: old })).data.session!
      .refresh_token
    await ageToken(old, 11)
    const reuse = await server.client().auth.refreshSession({ refresh_token: old })
    expect(reuse.error?.code).toBe('refresh_token_already_used')
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used')
    const childAfter = await server.client().auth.refreshSession({ refresh_token: child })
    expect(childAfter.error).not.toBeNull()
  })

  it('report an unknown token as refresh_token_not_found', async () => {
    const { error } = await server.client().auth.refreshSession({ refresh_token: 'nosuchtoken1' })
    expect(error?.code).toBe('refresh_token_not_found')
    expect(error?.status).toBe(400)
  })
})

describe('sign-out scopes', () => {
  it('local ends only this session', async () => {
    const { email, client: a } = await signedUp()
    const b = await signedIn(email)
    const aToken = (await a.auth.getSession()).data.session!.access_token
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await a.auth.getSession()).data.session).toBeNull()
    expect((await server.client().auth.getUser(aToken)).error).toBeInstanceOf(
      AuthSessionMissingError,
    )
    expect(await isSignedOut(b)).toBe(false)
  })

  it('others ends every other session and keeps this one', async () => {
    const { email, client: a } = await signedUp()
    const b = await signedIn(email)
    const bRefresh = (await b.auth.getSession()).data.session!.refresh_token
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect(await isSignedOut(a)).toBe(false)
    expect(await isSignedOut(b)).toBe(true)
    const refresh = await server.client().auth.refreshSession({ refresh_token: bRefresh })
    expect(refresh.error?.code).toBe('refresh_token_not_found')
  })

  it('global ends every session of the user', async () => {
    const { email, client: a } = await signedUp()
    const b = await signedIn(email)
    const aToken = (await a.auth.getSession()).data.session!.access_token
    expect((await a.auth.signOut()).error).toBeNull()
    expect((await server.client().auth.getUser(aToken)).error).toBeInstanceOf(
      AuthSessionMissingError,
    )
    expect(await isSignedOut(b)).toBe(true)
  })
})

describe('the signed-in user', () => {
  it('getUser returns the user and updateUser merges metadata', async () => {
    const { email, client } = await signedUp()
    const { data } = await client.auth.getUser()
    expect(data.user?.email).toBe(email)
    await client.auth.updateUser({ data: { trade: 'welder', city: 'Calgary' } })
    const { data: updated, error } = await client.auth.updateUser({
      data: { city: null, level: 2 },
    })
    expect(error).toBeNull()
    expect(updated.user?.user_metadata).toEqual({ trade: 'welder', level: 2 })
  })

  it('changes the password under the policy and signs out other devices', async () => {
    const { email, client } = await signedUp()
    const other = await signedIn(email)
    const weak = await client.auth.updateUser({ password: 'alllowercase1' })
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError)
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['characters'])
    const same = await client.auth.updateUser({ password: STRONG_PASSWORD })
    expect(same.error?.code).toBe('same_password')
    const changed = await client.auth.updateUser({ password: 'N3w-Passw0rd!' })
    expect(changed.error).toBeNull()
    expect(await isSignedOut(client)).toBe(false)
    expect(await isSignedOut(other)).toBe(true)
    const oldLogin = await server
      .client()
      .auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    expect(oldLogin.error?.code).toBe('invalid_credentials')
    expect(
      (await server.client().auth.signInWithPassword({ email, password: 'N3w-Passw0rd!' })).error,
    ).toBeNull()
  })

  it('refuses app_metadata changes from the user', async () => {
    const { client } = await signedUp()
    const res = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { roles: ['admin'] } }),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      code: 'not_admin',
      message: 'Updating app_metadata requires admin privileges',
    })
  })
})
