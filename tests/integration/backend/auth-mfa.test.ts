// TOTP multi-factor authentication through supabase-js (GoTrue's /factors): enrol, challenge,
// verify with a code computed from the secret, aal2 and `totp` in the session, listing, unenrol,
// and GoTrue's refusals.
import { type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../../supabase/local/auth/totp.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { authFetch, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    autoConfirm: true,
    siteUrl: 'http://localhost:4173',
    mfa: { totp: { enrollEnabled: true, verifyEnabled: true } },
  })
})
afterAll(() => server.close())

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

async function signedUp(email = uniqueEmail('mfa')): Promise<SupabaseClient> {
  const client = server.client()
  const { error } = await client.auth.signUp({ email, password: STRONG_PASSWORD })
  if (error) throw error
  return client
}

async function enrolled(client: SupabaseClient): Promise<{ id: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' })
  if (error) throw error
  return { id: data.id, secret: data.totp.secret }
}

/** Challenges and verifies the factor with the code an authenticator would show now. */
async function stepUp(client: SupabaseClient, factorId: string, secret: string): Promise<void> {
  const challenge = await client.auth.mfa.challenge({ factorId })
  if (challenge.error) throw challenge.error
  const code = totpCode(secret)
  const { error } = await client.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code })
  if (error) throw error
}

describe('TOTP enrolment', () => {
  it('answers with the secret, its otpauth URI and an SVG QR code', async () => {
    const email = uniqueEmail('enrol')
    const client = await signedUp(email)
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Work phone',
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Work phone' })
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data!.totp.uri).toBe(
      `otpauth://totp/localhost:4173:${email}?algorithm=SHA1&digits=6&issuer=localhost%3A4173&period=30&secret=${data!.totp.secret}`,
    )
    // GoTrue sends plain SVG; auth-js makes it a data URI for an <img>.
    expect(data!.totp.qr_code).toMatch(
      /^data:image\/svg\+xml;utf-8,<\?xml[^]*<svg [^]*<rect [^]*<\/svg>/,
    )
    const { data: factors } = await client.auth.mfa.listFactors()
    expect(factors?.all).toEqual([
      expect.objectContaining({ id: data!.id, factor_type: 'totp', status: 'unverified' }),
    ])
    expect(factors?.totp).toEqual([])
  })

  it('refuses a second factor with the same friendly name', async () => {
    const client = await signedUp()
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    expect(error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
  })

  it('refuses other factor types as GoTrue does when they are disabled', async () => {
    const client = await signedUp()
    const { error } = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
    expect(error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })
  })
})

describe('TOTP verification', () => {
  it('steps the session up to aal2 with totp in its amr', async () => {
    const client = await signedUp()
    const before = (await client.auth.getSession()).data.session!
    expect(claimsOf(before.access_token).aal).toBe('aal1')
    const { id, secret } = await enrolled(client)
    await stepUp(client, id, secret)

    const after = (await client.auth.getSession()).data.session!
    const claims = claimsOf(after.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.session_id).toBe(claimsOf(before.access_token).session_id)
    expect((claims.amr as Array<{ method: string }>).map((m) => m.method)).toEqual([
      'totp',
      'password',
    ])
    // The refresh token handed out before the step-up is no longer the session's.
    expect(after.refresh_token).not.toBe(before.refresh_token)
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const { data: factors } = await client.auth.mfa.listFactors()
    expect(factors?.totp).toEqual([expect.objectContaining({ id, status: 'verified' })])
    // aal2 survives a refresh.
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2')
  })

  it('leaves a new sign-in at aal1 with aal2 next, until it verifies a code', async () => {
    const email = uniqueEmail('again')
    const first = await signedUp(email)
    const { id, secret } = await enrolled(first)
    await stepUp(first, id, secret)

    const second = server.client()
    await second.auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    const { data: aal } = await second.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    await stepUp(second, id, secret)
    const token = (await second.auth.getSession()).data.session!.access_token
    expect(claimsOf(token).aal).toBe('aal2')
  })

  it('refuses a wrong code, a reused challenge and an unknown challenge', async () => {
    const client = await signedUp()
    const { id: factorId, secret } = await enrolled(client)
    const challenge = await client.auth.mfa.challenge({ factorId })
    // A code no step inside the accepted window has.
    const window = [-30_000, 0, 30_000].map((ms) => totpCode(secret, Date.now() + ms))
    let wrong = '000000'
    while (window.includes(wrong)) wrong = String(Number(wrong) + 1).padStart(6, '0')
    const bad = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: wrong,
    })
    expect(bad.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })

    const ok = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(secret),
    })
    expect(ok.error).toBeNull()
    const reused = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(secret),
    })
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })
    const unknown = await client.auth.mfa.verify({
      factorId,
      challengeId: crypto.randomUUID(),
      code: totpCode(secret),
    })
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' })
  })

  it('refuses an expired challenge and deletes it', async () => {
    const client = await signedUp()
    const { id: factorId, secret } = await enrolled(client)
    const challenge = await client.auth.mfa.challenge({ factorId })
    await server.ctx.db.transaction((tx) =>
      tx.query(
        `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
        [challenge.data!.id],
      ),
    )
    const { error } = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(secret),
    })
    expect(error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
    const left = await server.ctx.db.transaction((tx) =>
      tx.query(`select 1 from auth.mfa_challenges where id = $1`, [challenge.data!.id]),
    )
    expect(left.rows).toHaveLength(0)
  })

  it("answers 404 for another user's factor", async () => {
    const owner = await signedUp()
    const { id } = await enrolled(owner)
    const other = await signedUp()
    const { error } = await other.auth.mfa.challenge({ factorId: id })
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })
})

describe('TOTP unenrolment', () => {
  it('needs aal2 to remove a verified factor, then the session falls back to aal1', async () => {
    const email = uniqueEmail('unenrol')
    const first = await signedUp(email)
    const { id, secret } = await enrolled(first)
    await stepUp(first, id, secret)

    const second = server.client()
    await second.auth.signInWithPassword({ email, password: STRONG_PASSWORD })
    const refused = await second.auth.mfa.unenroll({ factorId: id })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' })
    const enrolAnother = await second.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'x' })
    expect(enrolAnother.error).toMatchObject({ status: 403, code: 'insufficient_aal' })

    const { data, error } = await first.auth.mfa.unenroll({ factorId: id })
    expect(error).toBeNull()
    expect(data).toEqual({ id })
    const { data: factors } = await first.auth.mfa.listFactors()
    expect(factors?.all).toEqual([])
    const refreshed = await first.auth.refreshSession()
    const claims = claimsOf(refreshed.data.session!.access_token)
    expect(claims.aal).toBe('aal1')
    expect((claims.amr as Array<{ method: string }>).map((m) => m.method)).toEqual(['password'])
  })

  it('removes an unverified factor at aal1', async () => {
    const client = await signedUp()
    const { id } = await enrolled(client)
    const { error } = await client.auth.mfa.unenroll({ factorId: id })
    expect(error).toBeNull()
  })
})

describe('GoTrue error shapes', () => {
  it('answers a malformed factor id with 404 validation_failed in both API versions', async () => {
    const client = await signedUp()
    const token = (await client.auth.getSession()).data.session!.access_token
    const init = { method: 'POST', token, apikey: server.anonKey, body: {} }
    const modern = await authFetch(server.url, '/factors/not-a-uuid/challenge', init)
    expect(modern.status).toBe(404)
    expect(await modern.json()).toEqual({
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    })
    const legacy = await authFetch(server.url, '/factors/not-a-uuid/challenge', {
      ...init,
      apiVersion: null,
    })
    expect(await legacy.json()).toEqual({
      code: 404,
      error_code: 'validation_failed',
      msg: 'factor_id must be an UUID',
    })
  })
})
