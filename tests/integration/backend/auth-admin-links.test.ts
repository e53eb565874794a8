// The service role's email links through supabase-js: auth.admin.generateLink (every type GoTrue
// has, answered with action_link, email_otp, hashed_token, verification_type and redirect_to) and
// auth.admin.inviteUserByEmail (the invite goes through the dev mailbox); each link signs in.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { followLink, latestVerifyLink, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

const SITE = 'http://localhost:4173'
const WELCOME = 'http://localhost:4173/welcome'

let server: TestServer
let admin: SupabaseClient
beforeAll(async () => {
  server = await startTestServer({
    autoConfirm: false,
    siteUrl: SITE,
    additionalRedirectUrls: [WELCOME],
  })
  admin = createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
})
afterAll(() => server.close())

async function existingUser(): Promise<string> {
  const email = uniqueEmail('existing')
  const { error } = await admin.auth.admin.createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: true,
  })
  if (error) throw error
  return email
}

describe('admin.generateLink', () => {
  it('makes a signup link that confirms the new account and signs it in', async () => {
    const email = uniqueEmail('signup')
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: STRONG_PASSWORD,
      options: { data: { trade: 'welder' }, redirectTo: WELCOME },
    })
    expect(error).toBeNull()
    const p = data.properties!
    expect(p).toMatchObject({ verification_type: 'signup', redirect_to: WELCOME })
    expect(p.email_otp).toMatch(/^\d{6}$/)
    expect(p.hashed_token).toMatch(/^[0-9a-f]{56}$/)
    const link = new URL(p.action_link)
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`)
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: p.hashed_token,
      type: 'signup',
      redirect_to: WELCOME,
    })
    expect(data.user).toMatchObject({ email, user_metadata: { trade: 'welder' } })
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const followed = await followLink(p.action_link)
    expect(followed.target).toBe(WELCOME)
    expect(followed.hash.get('access_token')).toBeTruthy()
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    expect(signIn.error).toBeNull()
  })

  it('makes magic links (a signup for an unknown address) usable through verifyOtp', async () => {
    const unknown = await admin.auth.admin.generateLink({
      type: 'magiclink',
      email: uniqueEmail('new'),
    })
    expect(unknown.data.properties?.verification_type).toBe('signup')

    const email = await existingUser()
    const { data } = await admin.auth.admin.generateLink({ type: 'magiclink', email })
    expect(data.properties?.verification_type).toBe('magiclink')
    const client = server.client()
    const verified = await client.auth.verifyOtp({
      email,
      token: data.properties!.email_otp,
      type: 'magiclink',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email).toBe(email)
  })

  it('makes recovery links for existing accounts only', async () => {
    const missing = await admin.auth.admin.generateLink({
      type: 'recovery',
      email: uniqueEmail('nobody'),
    })
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' })

    const email = await existingUser()
    const { data } = await admin.auth.admin.generateLink({ type: 'recovery', email })
    const verified = await server.client().auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'recovery',
    })
    expect(verified.error).toBeNull()
  })

  it('makes invite links that mark the user invited', async () => {
    const email = uniqueEmail('invitee')
    const { data } = await admin.auth.admin.generateLink({ type: 'invite', email })
    expect(data.user?.invited_at).toEqual(expect.any(String))
    const verified = await server.client().auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'invite',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String))
  })

  it('makes an email change link for the new address', async () => {
    const email = await existingUser()
    const newEmail = uniqueEmail('moved')
    const { data } = await admin.auth.admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail,
    })
    expect(data.user).toMatchObject({ email, new_email: newEmail })
    expect(data.properties?.verification_type).toBe('email_change_new')
    expect(new URL(data.properties!.action_link).searchParams.get('type')).toBe('email_change')
    const followed = await followLink(data.properties!.action_link)
    expect(followed.hash.get('access_token')).toBeTruthy()
    const { data: after } = await admin.auth.admin.getUserById(data.user!.id)
    expect(after.user?.email).toBe(newEmail)
  })

  it("answers GoTrue's errors for bad types, taken addresses and non-admins", async () => {
    const email = await existingUser()
    const raw = await fetch(`${server.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ type: 'bogus', email }),
    })
    expect(raw.status).toBe(400)
    expect(await raw.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid email action link type requested: bogus',
    })
    const taken = await admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: STRONG_PASSWORD,
    })
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
    const anon = createClient(server.url, server.anonKey, { auth: { persistSession: false } })
    const refused = await anon.auth.admin.generateLink({ type: 'magiclink', email })
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' })
  })
})

describe('admin.inviteUserByEmail', () => {
  it('creates the user and mails an invite link that signs them in', async () => {
    const email = uniqueEmail('crew')
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
      data: { crew: 'north' },
      redirectTo: WELCOME,
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { crew: 'north' } })
    expect(data.user?.invited_at).toEqual(expect.any(String))
    expect(data.user?.identities).toHaveLength(1)

    const link = await latestVerifyLink(server.url, email)
    expect(new URL(link).searchParams.get('type')).toBe('invite')
    const followed = await followLink(link)
    expect(followed.target).toBe(WELCOME)
    expect(followed.hash.get('type')).toBe('invite')
    expect(followed.hash.get('access_token')).toBeTruthy()

    const again = await admin.auth.admin.inviteUserByEmail(email)
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
  })
})
