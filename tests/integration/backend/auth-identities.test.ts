// Identity linking through supabase-js: with manual linking off (the project's and the CLI's
// default) both endpoints answer 404 manual_linking_disabled; with it on, linking an OAuth
// provider answers as GoTrue does for a provider that is not enabled, and unlinking follows
// GoTrue's rules (never the last identity; email and providers follow what remains).
import { type SupabaseClient, type UserIdentity } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { authFetch, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

async function signedUp(
  server: TestServer,
  email = uniqueEmail('linked'),
): Promise<SupabaseClient> {
  const client = server.client()
  const { error } = await client.auth.signUp({ email, password: STRONG_PASSWORD })
  if (error) throw error
  return client
}

/** A second identity, as signing in with GitHub would have linked it. */
async function addGithubIdentity(server: TestServer, userId: string, email: string): Promise<void> {
  await server.ctx.db.transaction((tx) =>
    tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ('gh-' || $1, $1::uuid, jsonb_build_object('sub', 'gh-' || $1, 'email', $2::text,
         'email_verified', true), 'github', now() + interval '1 second', now())`,
      [userId, email],
    ),
  )
}

describe('manual linking disabled', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoConfirm: true, enableManualLinking: false })
  })
  afterAll(() => server.close())

  it('answers 404 manual_linking_disabled to link and unlink', async () => {
    const client = await signedUp(server)
    const token = (await client.auth.getSession()).data.session!.access_token
    const link = await authFetch(server.url, '/user/identities/authorize?provider=github', {
      token,
      apikey: server.anonKey,
    })
    expect(link.status).toBe(404)
    expect(await link.json()).toEqual({
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    })
    const identity = (await client.auth.getUserIdentities()).data!.identities[0]!
    const { error } = await client.auth.unlinkIdentity(identity)
    expect(error).toMatchObject({ status: 404, code: 'manual_linking_disabled' })
  })
})

describe('manual linking enabled', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoConfirm: true, enableManualLinking: true })
  })
  afterAll(() => server.close())

  it('answers as GoTrue does for providers that are not enabled or not known', async () => {
    const client = await signedUp(server)
    const token = (await client.auth.getSession()).data.session!.access_token
    const ask = (provider: string) =>
      authFetch(
        server.url,
        `/user/identities/authorize?provider=${provider}&skip_http_redirect=true`,
        {
          token,
          apikey: server.anonKey,
        },
      )
    const github = await ask('github')
    expect(github.status).toBe(400)
    expect(await github.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    })
    expect(await (await ask('nope')).json()).toMatchObject({
      message: 'Unsupported provider: Provider nope could not be found',
    })
    const { error } = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    })
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('unlinks an identity but never the last one', async () => {
    const email = uniqueEmail('two')
    const client = await signedUp(server, email)
    const userId = (await client.auth.getUser()).data.user!.id
    await addGithubIdentity(server, userId, email)
    const { data } = await client.auth.getUserIdentities()
    expect(data?.identities.map((i) => i.provider)).toEqual(['email', 'github'])
    const github = data!.identities.find((i) => i.provider === 'github') as UserIdentity

    const unlinked = await client.auth.unlinkIdentity(github)
    expect(unlinked.error).toBeNull()
    const { data: after } = await client.auth.getUser()
    expect(after.user?.identities?.map((i) => i.provider)).toEqual(['email'])
    expect(after.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] })
    expect(after.user?.email).toBe(email)

    const last = after.user!.identities![0]!
    const refused = await client.auth.unlinkIdentity(last)
    expect(refused.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' })
  })

  it('moves the email to a remaining identity when its own identity goes', async () => {
    const email = uniqueEmail('moving')
    const client = await signedUp(server, email)
    const userId = (await client.auth.getUser()).data.user!.id
    const githubEmail = uniqueEmail('gh')
    await addGithubIdentity(server, userId, githubEmail)
    const emailIdentity = (await client.auth.getUserIdentities()).data!.identities.find(
      (i) => i.provider === 'email',
    )!
    const { error } = await client.auth.unlinkIdentity(emailIdentity)
    expect(error).toBeNull()
    const { data } = await client.auth.getUser()
    expect(data.user).toMatchObject({
      email: githubEmail,
      app_metadata: { provider: 'github', providers: ['github'] },
    })
  })

  it("answers GoTrue's errors for a malformed or unknown identity id", async () => {
    const client = await signedUp(server)
    const userId = (await client.auth.getUser()).data.user!.id
    await addGithubIdentity(server, userId, uniqueEmail('gh'))
    const token = (await client.auth.getSession()).data.session!.access_token
    const del = (id: string) =>
      authFetch(server.url, `/user/identities/${id}`, {
        method: 'DELETE',
        token,
        apikey: server.anonKey,
      })
    const malformed = await del('not-a-uuid')
    expect(malformed.status).toBe(404)
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed' })
    const unknown = await del(crypto.randomUUID())
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toMatchObject({ code: 'identity_not_found' })
  })
})
