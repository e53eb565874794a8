// bcrypt reads only the first 72 bytes of a password, so the server refuses longer ones (GoTrue's
// 400 validation_failed) wherever a password is set, and never signs in with one: otherwise two
// passwords sharing their first 72 bytes would both open the account.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { latestCode, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

const TOO_LONG = 'Password cannot be longer than 72 characters'
/** 72 bytes: the most bcrypt reads. */
const LONGEST = 'Aa1' + 'x'.repeat(69)
/** 73 bytes in 38 characters: "é" is two bytes in UTF-8. */
const MULTIBYTE = 'Aa1' + 'é'.repeat(35)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ autoConfirm: true })
})
afterAll(() => server.close())

async function signedIn(password = STRONG_PASSWORD) {
  const email = uniqueEmail()
  const client = server.client()
  const { error } = await client.auth.signUp({ email, password })
  if (error) throw error
  return { email, client }
}

describe('passwords over 72 bytes', () => {
  it('are refused at sign-up, in characters or in bytes; 72 bytes are accepted', async () => {
    expect(Buffer.byteLength(LONGEST)).toBe(72)
    expect(Buffer.byteLength(MULTIBYTE)).toBe(73)
    for (const password of [`${LONGEST}y`, MULTIBYTE]) {
      const { error } = await server.client().auth.signUp({ email: uniqueEmail(), password })
      expect(error?.status).toBe(400)
      expect(error?.code).toBe('validation_failed')
      expect(error?.message).toBe(TOO_LONG)
    }
    const { email } = await signedIn(LONGEST)
    const login = await server.client().auth.signInWithPassword({ email, password: LONGEST })
    expect(login.error).toBeNull()
  })

  it('never sign in: a longer password sharing the first 72 bytes does not open the account', async () => {
    const { email } = await signedIn(LONGEST)
    for (const password of [`${LONGEST}y`, `${LONGEST}-something-else`]) {
      const login = await server.client().auth.signInWithPassword({ email, password })
      expect(login.error?.code).toBe('invalid_credentials')
    }
  })

  it('are refused as a new password, also after a recovery link', async () => {
    const { email, client } = await signedIn()
    const update = await client.auth.updateUser({ password: `${LONGEST}y` })
    expect(update.error?.code).toBe('validation_failed')
    expect(update.error?.message).toBe(TOO_LONG)

    await server.client().auth.resetPasswordForEmail(email)
    const recovering = server.client()
    const verified = await recovering.auth.verifyOtp({
      email,
      token: await latestCode(server.url, email),
      type: 'recovery',
    })
    expect(verified.error).toBeNull()
    const reset = await recovering.auth.updateUser({ password: MULTIBYTE })
    expect(reset.error?.message).toBe(TOO_LONG)
    const login = await server
      .client()
      .auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    expect(login.error).toBeNull()
  })

  it('are refused by the admin API when creating or updating a user', async () => {
    const admin = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }).auth.admin
    const created = await admin.createUser({ email: uniqueEmail(), password: `${LONGEST}y` })
    expect(created.error?.status).toBe(400)
    expect(created.error?.message).toBe(TOO_LONG)
    const ok = await admin.createUser({ email: uniqueEmail(), password: LONGEST })
    expect(ok.error).toBeNull()
    const updated = await admin.updateUserById(ok.data.user!.id, { password: MULTIBYTE })
    expect(updated.error?.message).toBe(TOO_LONG)
  })
})
