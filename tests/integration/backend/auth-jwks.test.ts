// Asymmetric signing keys: like `supabase start`, user tokens are ES256 with the CLI's built-in key
// and GET /auth/v1/.well-known/jwks.json publishes its public half, so supabase-js getClaims()
// verifies them without asking the server. Other keys come from the config; without any, tokens
// are the legacy HS256 of the JWT secret and getClaims falls back to GET /user.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI_DEFAULT_SIGNING_KEY } from '../../../supabase/local/signing-keys.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

const headerOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>

/** A supabase-js client that records the paths it requests. */
function recordingClient(server: TestServer): { client: SupabaseClient; paths: string[] } {
  const paths: string[] = []
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
        return fetch(input, init)
      },
    },
  })
  return { client, paths }
}

async function signUp(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('jwks'),
    password: STRONG_PASSWORD,
  })
  if (error) throw error
  return data.session!.access_token
}

describe("the CLI's default signing key", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoConfirm: true })
  })
  afterAll(() => server.close())

  it('signs user tokens with ES256 and publishes the public key only', async () => {
    const { client } = recordingClient(server)
    const token = await signUp(client)
    expect(headerOf(token)).toEqual({ alg: 'ES256', kid: CLI_DEFAULT_SIGNING_KEY.kid, typ: 'JWT' })
    const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`, {
      headers: { apikey: server.anonKey },
    })
    expect(res.headers.get('cache-control')).toBe('public, max-age=600')
    const { keys } = (await res.json()) as { keys: Array<Record<string, unknown>> }
    expect(keys).toEqual([
      {
        kty: 'EC',
        kid: CLI_DEFAULT_SIGNING_KEY.kid,
        use: 'sig',
        key_ops: ['verify'],
        alg: 'ES256',
        ext: true,
        crv: 'P-256',
        x: CLI_DEFAULT_SIGNING_KEY.x,
        y: CLI_DEFAULT_SIGNING_KEY.y,
      },
    ])
  })

  it('lets supabase-js getClaims() verify a token from the JWKS, without GET /user', async () => {
    const { client, paths } = recordingClient(server)
    const token = await signUp(client)
    paths.length = 0
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims).toMatchObject({ role: 'authenticated', aal: 'aal1' })
    expect(data?.header).toMatchObject({ alg: 'ES256' })
    expect(paths).toContain('/auth/v1/.well-known/jwks.json')
    expect(paths).not.toContain('/auth/v1/user')

    const [h, p] = token.split('.')
    const forged = `${h}.${p}.${Buffer.from('x'.repeat(64)).toString('base64url')}`
    const refused = await client.auth.getClaims(forged)
    expect(refused.error).not.toBeNull()
  })

  it('accepts ES256 user tokens and the HS256 API keys at REST, and refuses a foreign ES256 key', async () => {
    const { client } = recordingClient(server)
    const token = await signUp(client)
    const rest = (bearer: string) =>
      fetch(`${server.url}/rest/v1/`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${bearer}` },
      })
    expect((await rest(token)).status).toBe(200)
    expect((await rest(server.serviceRoleKey)).status).toBe(200)

    const { privateKey } = await generateKeyPair('ES256')
    const foreign = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'ES256', kid: CLI_DEFAULT_SIGNING_KEY.kid })
      .setExpirationTime('1h')
      .sign(privateKey)
    const refused = await rest(foreign)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ code: 'PGRST301' })
  })
})

describe('a signing key from the config', () => {
  let server: TestServer
  let kid: string
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true })
    kid = crypto.randomUUID()
    const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', key_ops: ['sign', 'verify'] }
    server = await startTestServer({ autoConfirm: true, signingKeys: [jwk] })
  })
  afterAll(() => server.close())

  it('signs with it and getClaims verifies it', async () => {
    const { client } = recordingClient(server)
    const token = await signUp(client)
    expect(headerOf(token)).toMatchObject({ alg: 'RS256', kid })
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims.sub).toEqual(expect.any(String))
  })
})

describe('no signing keys (legacy HS256)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoConfirm: true, signingKeys: [] })
  })
  afterAll(() => server.close())

  it('signs with the JWT secret, publishes no key, and getClaims asks GET /user', async () => {
    const { client, paths } = recordingClient(server)
    const token = await signUp(client)
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT' })
    const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`, {
      headers: { apikey: server.anonKey },
    })
    expect(await res.json()).toEqual({ keys: [] })
    paths.length = 0
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims.role).toBe('authenticated')
    expect(paths).toContain('/auth/v1/user')
  })
})
