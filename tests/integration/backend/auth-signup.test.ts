// Sign-up and sign-in through the unmodified supabase-js client: auto-confirm, email
// confirmation through the dev mailbox link, and the error codes the client exposes.
import { AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import {
  followLink,
  latestVerifyLink,
  mailTo,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth-helpers.ts'

describe('sign-up with auto-confirm (the local default)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoConfirm: true })
  })
  afterAll(() => server.close())

  it('returns a session whose JWT carries the GoTrue claims', async () => {
    const email = uniqueEmail()
    const client = server.client()
    const { data, error } = await client.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { full_name: 'Ada Lovelace' } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email).toBe(email)
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace' })
    expect(data.user?.identities?.[0]?.provider).toBe('email')
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    )
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Lovelace' },
    })
    expect(claims.exp - claims.iat).toBe(3600)
    expect(typeof claims.session_id).toBe('string')
    expect(claims.amr[0].method).toBe('password')
    expect(await mailTo(server.url, email)).toHaveLength(0)
  })

  it('rejects an existing email with user_already_exists', async () => {
    const email = uniqueEmail()
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    const { data, error } = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    expect(data.user).toBeNull()
    expect(isAuthApiError(error)).toBe(true)
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('user_already_exists')
    expect(error?.message).toBe('User already registered')
  })

  it('rejects a weak password with AuthWeakPasswordError and every reason', async () => {
    const { error } = await server.client().auth.signUp({ email: uniqueEmail(), password: 'short' })
    expect(error).toBeInstanceOf(AuthWeakPasswordError)
    expect(error?.code).toBe('weak_password')
    expect(error?.status).toBe(422)
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters'])
    const noDigit = await server
      .client()
      .auth.signUp({ email: uniqueEmail(), password: 'NoDigitsHere' })
    expect((noDigit.error as AuthWeakPasswordError).reasons).toEqual(['characters'])
  })

  it('rejects a password over 72 bytes and a malformed email with validation_failed', async () => {
    const long = await server
      .client()
      .auth.signUp({ email: uniqueEmail(), password: 'Aa1' + 'x'.repeat(130) })
    expect(long.error?.code).toBe('validation_failed')
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters')
    const bad = await server
      .client()
      .auth.signUp({ email: 'not-an-email', password: STRONG_PASSWORD })
    expect(bad.error?.code).toBe('validation_failed')
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format')
  })

  it('signs in with the password and reports invalid_credentials otherwise', async () => {
    const email = uniqueEmail()
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    const client = server.client()
    const ok = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    })
    expect(ok.error).toBeNull()
    expect(ok.data.user?.email).toBe(email)
    expect(ok.data.weakPassword).toBeUndefined()
    const wrong = await server
      .client()
      .auth.signInWithPassword({ email, password: 'Wr0ng-password' })
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.status).toBe(400)
    expect(wrong.error?.message).toBe('Invalid login credentials')
    const unknown = await server
      .client()
      .auth.signInWithPassword({ email: uniqueEmail(), password: STRONG_PASSWORD })
    expect(unknown.error?.code).toBe('invalid_credentials')
  })
})

describe('sign-up with email confirmation', () => {
  let server: TestServer
  const site = 'http://localhost:4173'
  beforeAll(async () => {
    server = await startTestServer({
      autoConfirm: false,
      siteUrl: site,
      additionalRedirectUrls: [],
    })
  })
  afterAll(() => server.close())

  it('mails a confirmation link and gives no session until it is followed', async () => {
    const email = uniqueEmail()
    const { data, error } = await server.client().auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: `${site}/welcome` },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const early = await server
      .client()
      .auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    expect(early.error?.code).toBe('email_not_confirmed')
    expect(early.error?.message).toBe('Email not confirmed')

    const [mail] = await mailTo(server.url, email)
    expect(mail?.subject).toBe('Confirm your CraftLink account')
    const link = await latestVerifyLink(server.url, email)
    expect(link).toContain('type=signup')
    const clicked = await followLink(link)
    expect(clicked.status).toBe(303)
    expect(clicked.target).toBe(`${site}/welcome`)
    expect(clicked.hash.get('type')).toBe('signup')
    expect(clicked.hash.get('token_type')).toBe('bearer')
    expect(clicked.hash.get('expires_in')).toBe('3600')
    expect(clicked.hash.has('sb')).toBe(true)

    const client = server.client()
    const set = await client.auth.setSession({
      access_token: clicked.hash.get('access_token')!,
      refresh_token: clicked.hash.get('refresh_token')!,
    })
    expect(set.error).toBeNull()
    const { data: me } = await client.auth.getUser()
    expect(me.user?.email).toBe(email)
    expect(me.user?.email_confirmed_at).toBeTruthy()

    const again = await followLink(link)
    expect(again.status).toBe(303)
    expect(again.hash.get('error_code')).toBe('otp_expired')
    expect(again.hash.get('error')).toBe('access_denied')

    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    expect(signIn.error).toBeNull()
  })

  it('confirms with verifyOtp using the token hash of the link', async () => {
    const email = uniqueEmail()
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    const tokenHash = new URL(await latestVerifyLink(server.url, email)).searchParams.get('token')!
    const client = server.client()
    const wrongType = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(wrongType.error?.code).toBe('otp_expired')
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const reused = await server.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(reused.error?.message).toBe('Email link is invalid or has expired')
  })

  it('sends a foreign redirect back to the site URL', async () => {
    const email = uniqueEmail()
    await server.client().auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    })
    const clicked = await followLink(await latestVerifyLink(server.url, email))
    expect(clicked.target).toBe(site)
    expect(clicked.hash.get('access_token')).toBeTruthy()
  })

  it('answers a confirmed email with an obfuscated user and sends nothing', async () => {
    const email = uniqueEmail()
    const first = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    await followLink(await latestVerifyLink(server.url, email))
    const second = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    expect(second.error).toBeNull()
    expect(second.data.session).toBeNull()
    expect(second.data.user?.identities).toEqual([])
    expect(second.data.user?.id).not.toBe(first.data.user?.id)
    expect(await mailTo(server.url, email)).toHaveLength(1)
  })

  it('limits a repeated unconfirmed sign-up to one email a minute', async () => {
    const email = uniqueEmail()
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    const again = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    expect(again.error?.status).toBe(429)
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect(await mailTo(server.url, email)).toHaveLength(1)
  })
})
