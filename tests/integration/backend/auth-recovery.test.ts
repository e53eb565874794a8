// Password recovery through the dev mailbox, verifyOtp with the emailed code, email change, and
// the service-role admin API, all through supabase-js.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import {
  followLink,
  latestCode,
  latestVerifyLink,
  mailTo,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth-helpers.ts'

const SITE = 'http://localhost:4173'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    autoConfirm: true,
    siteUrl: SITE,
    additionalRedirectUrls: ['http://localhost:5173/**'],
  })
})
afterAll(() => server.close())

async function account(): Promise<string> {
  const email = uniqueEmail()
  const { error } = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
  if (error) throw error
  return email
}

describe('password recovery', () => {
  it('mails a link that returns to the redirect with type=recovery, then the password changes', async () => {
    const email = await account()
    const redirectTo = `${SITE}/auth?type=recovery`
    const { data, error } = await server.client().auth.resetPasswordForEmail(email, { redirectTo })
    expect(error).toBeNull()
    expect(data).toEqual({})
    const [mail] = await mailTo(server.url, email)
    expect(mail?.subject).toBe('Reset your CraftLink password')

    const clicked = await followLink(await latestVerifyLink(server.url, email))
    expect(clicked.status).toBe(303)
    expect(clicked.target).toBe(redirectTo)
    expect(clicked.hash.get('type')).toBe('recovery')
    expect([...clicked.hash.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ])

    const client = server.client()
    const set = await client.auth.setSession({
      access_token: clicked.hash.get('access_token')!,
      refresh_token: clicked.hash.get('refresh_token')!,
    })
    expect(set.error).toBeNull()
    expect((await client.auth.updateUser({ password: 'Rec0vered-pass' })).error).toBeNull()
    const login = await server
      .client()
      .auth.signInWithPassword({ email, password: 'Rec0vered-pass' })
    expect(login.error).toBeNull()
  })

  it("mails in the account's language: the project's templates in French for language fr", async () => {
    const email = uniqueEmail('francais')
    const signUp = await server.client().auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { language: 'fr' } },
    })
    expect(signUp.error).toBeNull()
    const redirectTo = `${SITE}/auth?type=recovery`
    expect(
      (await server.client().auth.resetPasswordForEmail(email, { redirectTo })).error,
    ).toBeNull()
    const [mail] = await mailTo(server.url, email)
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe CraftLink')
    expect(mail?.html).toContain('Choisir un nouveau mot de passe')
    expect(mail?.text).toContain('Ou saisissez ce code dans l’application')
    expect(mail?.text).not.toContain('Reset your CraftLink password')
    // One link, the verify link, which still works; the code in the text too.
    expect(mail?.links).toHaveLength(1)
    expect((await followLink(await latestVerifyLink(server.url, email))).hash.get('type')).toBe(
      'recovery',
    )
    expect(await latestCode(server.url, email)).toMatch(/^\d{6}$/)
  })

  it("uses GoTrue's own words where config.toml names no template", async () => {
    const bare = await startTestServer({ autoConfirm: true, siteUrl: SITE, configFile: null })
    try {
      const email = uniqueEmail('bare')
      expect(
        (await bare.client().auth.signUp({ email, password: STRONG_PASSWORD })).error,
      ).toBeNull()
      await bare.client().auth.resetPasswordForEmail(email, { redirectTo: SITE })
      const [mail] = await mailTo(bare.url, email)
      expect(mail?.subject).toBe('Reset Your Password')
      expect(mail?.links).toHaveLength(1)
    } finally {
      await bare.close()
    }
  })

  it('accepts an allow-listed redirect and answers {} for unknown addresses without mailing', async () => {
    const email = await account()
    await server
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/reset' })
    expect((await followLink(await latestVerifyLink(server.url, email))).target).toBe(
      'http://localhost:5173/reset',
    )
    const stranger = uniqueEmail('stranger')
    const { data, error } = await server.client().auth.resetPasswordForEmail(stranger)
    expect(error).toBeNull()
    expect(data).toEqual({})
    expect(await mailTo(server.url, stranger)).toHaveLength(0)
  })

  it('verifies the emailed six-digit code with verifyOtp', async () => {
    const email = await account()
    await server.client().auth.resetPasswordForEmail(email)
    const client = server.client()
    const wrong = await client.auth.verifyOtp({ email, token: '000000', type: 'recovery' })
    const code = await latestCode(server.url, email)
    if (code !== '000000') {
      expect(wrong.error?.code).toBe('otp_expired')
      expect(wrong.error?.status).toBe(403)
    }
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
  })

  it('confirms an email change through the link sent to the new address', async () => {
    const email = await account()
    const client = server.client()
    await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    const next = uniqueEmail('moved')
    const { data, error } = await client.auth.updateUser({ email: next })
    expect(error).toBeNull()
    expect(data.user?.new_email).toBe(next)
    expect(data.user?.email).toBe(email)
    const clicked = await followLink(await latestVerifyLink(server.url, next))
    expect(clicked.hash.get('type')).toBe('email_change')
    const login = await server
      .client()
      .auth.signInWithPassword({ email: next, password: STRONG_PASSWORD })
    expect(login.error).toBeNull()
  })
})

describe('magic link', () => {
  it('mails a sign-in link to an existing account and a confirmation to a new one', async () => {
    const email = await account()
    const sent = await server
      .client()
      .auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/jobs` } })
    expect(sent.error).toBeNull()
    const [mail] = await mailTo(server.url, email)
    expect(mail?.subject).toBe('Your CraftLink sign-in link')
    const clicked = await followLink(await latestVerifyLink(server.url, email))
    expect(clicked.target).toBe(`${SITE}/jobs`)
    expect(clicked.hash.get('type')).toBe('magiclink')
    expect(clicked.hash.get('access_token')).toBeTruthy()

    const newcomer = uniqueEmail('newcomer')
    const refused = await server
      .client()
      .auth.signInWithOtp({ email: newcomer, options: { shouldCreateUser: false } })
    expect(refused.error?.code).toBe('otp_disabled')
    expect((await server.client().auth.signInWithOtp({ email: newcomer })).error).toBeNull()
    const [welcome] = await mailTo(server.url, newcomer)
    expect(welcome?.subject).toBe('Confirm your CraftLink account')
    const confirmed = await followLink(welcome!.links[0]!)
    expect(confirmed.hash.get('type')).toBe('signup')
  })

  it('refuses anonymous sign-ins as GoTrue does by default', async () => {
    const { error } = await server.client().auth.signInAnonymously()
    expect(error?.code).toBe('anonymous_provider_disabled')
    expect(error?.status).toBe(422)
  })
})

describe('admin API', () => {
  const admin = () =>
    createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }).auth.admin

  it('creates, reads, lists, updates and deletes users', async () => {
    const email = uniqueEmail('admin-made')
    const created = await admin().createUser({
      email,
      password: STRONG_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { roles: ['mentor'] },
    })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    expect(created.data.user?.email_confirmed_at).toBeTruthy()
    expect(created.data.user?.app_metadata).toMatchObject({ provider: 'email', roles: ['mentor'] })

    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    const claims = JSON.parse(
      Buffer.from(signIn.data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    )
    expect(claims.app_metadata.roles).toEqual(['mentor'])

    expect((await admin().getUserById(id)).data.user?.email).toBe(email)
    const list = await admin().listUsers({ page: 1, perPage: 500 })
    expect(list.error).toBeNull()
    expect(list.data.users.some((u) => u.id === id)).toBe(true)
    const paged = await admin().listUsers({ page: 1, perPage: 1 })
    expect(paged.data.users).toHaveLength(1)
    expect(paged.data).toMatchObject({ nextPage: 2, total: list.data.users.length })

    const updated = await admin().updateUserById(id, { user_metadata: { trade: 'electrician' } })
    expect(updated.data.user?.user_metadata).toEqual({
      full_name: 'Made By Admin',
      trade: 'electrician',
    })

    const duplicate = await admin().createUser({ email, password: STRONG_PASSWORD })
    expect(duplicate.error?.code).toBe('email_exists')

    expect((await admin().deleteUser(id)).error).toBeNull()
    const gone = await admin().getUserById(id)
    expect(gone.error?.code).toBe('user_not_found')
    expect(gone.error?.status).toBe(404)
    const afterDelete = await server.client().auth.getUser(signIn.data.session!.access_token)
    expect(afterDelete.error?.code).toBe('user_not_found')
  })

  it('refuses callers without the service role with not_admin', async () => {
    const res = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'x-supabase-api-version': '2024-01-01',
      },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' })
  })
})
