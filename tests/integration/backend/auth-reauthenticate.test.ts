// Reauthentication through supabase-js: reauthenticate() mails a nonce, and with secure password
// change on, updateUser({password, nonce}) needs it once the session is no longer a recent sign-in.
// A user with a verified second factor changes credentials only from an aal2 session.
import { type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../../supabase/local/auth/totp.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { authFetch, latestCode, mailTo, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

const NEW_PASSWORD = 'N3w-Passw0rd-2026'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    autoConfirm: true,
    securePasswordChange: true,
    mfa: { totp: { enrollEnabled: true, verifyEnabled: true } },
  })
})
afterAll(() => server.close())

async function signedUp(): Promise<{ email: string; client: SupabaseClient }> {
  const email = uniqueEmail('reauth')
  const client = server.client()
  const { error } = await client.auth.signUp({ email, password: STRONG_PASSWORD })
  if (error) throw error
  return { email, client }
}

/** Makes the client's session look signed in 25 hours ago: no longer a recent sign-in. */
async function ageSession(client: SupabaseClient): Promise<void> {
  const token = (await client.auth.getSession()).data.session!.access_token
  const { session_id } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    session_id: string
  }
  await server.ctx.db.transaction((tx) =>
    tx.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
      session_id,
    ]),
  )
}

describe('reauthenticate', () => {
  it('mails a six-digit nonce to the signed-in user', async () => {
    const { email, client } = await signedUp()
    const { error } = await client.auth.reauthenticate()
    expect(error).toBeNull()
    const [mail] = await mailTo(server.url, email)
    expect(mail?.subject).toBe('Your CraftLink confirmation code')
    expect(await latestCode(server.url, email)).toMatch(/^\d{6}$/)
    const { data } = await client.auth.getUser()
    expect(data.user).toHaveProperty('reauthentication_sent_at')
  })

  it('is served on GET only, as GoTrue routes it', async () => {
    const { client } = await signedUp()
    const token = (await client.auth.getSession()).data.session!.access_token
    const res = await authFetch(server.url, '/reauthenticate', {
      method: 'POST',
      token,
      apikey: server.anonKey,
    })
    expect(res.status).toBe(405)
  })
})

describe('secure password change', () => {
  it('lets a recent sign-in change the password without a nonce', async () => {
    const { client } = await signedUp()
    const { error } = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(error).toBeNull()
  })

  it('asks an older session for the nonce, refuses a wrong one and accepts the mailed one once', async () => {
    const { email, client } = await signedUp()
    await ageSession(client)
    const missing = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(missing.error).toMatchObject({ status: 400, code: 'reauthentication_needed' })

    await client.auth.reauthenticate()
    const nonce = await latestCode(server.url, email)
    const wrong = nonce === '000000' ? '111111' : '000000'
    const refused = await client.auth.updateUser({ password: NEW_PASSWORD, nonce: wrong })
    expect(refused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' })

    const changed = await client.auth.updateUser({ password: NEW_PASSWORD, nonce })
    expect(changed.error).toBeNull()
    const signIn = await server.client().auth.signInWithPassword({ email, password: NEW_PASSWORD })
    expect(signIn.error).toBeNull()
    const reused = await client.auth.updateUser({ password: `${NEW_PASSWORD}x`, nonce })
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' })
  })
})

describe('credentials of a user with MFA', () => {
  it('change only from an aal2 session', async () => {
    const { client } = await signedUp()
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: totpCode(data!.totp.secret),
    })
    expect(error).toBeNull()
    // Dropping the totp claim leaves the session at aal1 as a new sign-in would be.
    const token = (await client.auth.getSession()).data.session!.access_token
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      session_id: string
    }
    await server.ctx.db.transaction((tx) =>
      tx.query(`update auth.sessions set aal = 'aal1' where id = $1`, [claims.session_id]),
    )
    const refused = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' })
    await server.ctx.db.transaction((tx) =>
      tx.query(`update auth.sessions set aal = 'aal2' where id = $1`, [claims.session_id]),
    )
    const allowed = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(allowed.error).toBeNull()
  })
})
