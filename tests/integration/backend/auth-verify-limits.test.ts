// Emailed codes cannot be guessed: every verify path counts against the per-IP verification limit
// (config.toml's token_verifications), and a code dies after a few wrong tries for its address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_WRONG_CODE_TRIES } from '../../../supabase/local/auth/verify.ts'
import { tokenHash } from '../../../supabase/local/auth/tokens.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { authFetch, followLink, latestCode, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

const LIMITS = {
  signInPerIpPerMinute: 1000,
  signInPerEmailPerMinute: 1000,
  emailPerHour: 1000,
}

/** A six-digit code other than `code` (the n-th neighbour). */
const wrongCode = (code: string, n: number): string =>
  String((Number(code) + n + 1) % 1_000_000).padStart(6, '0')

async function accountWithRecoveryCode(server: TestServer): Promise<[string, string]> {
  const email = uniqueEmail()
  const { error } = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
  if (error) throw error
  await server.client().auth.resetPasswordForEmail(email)
  return [email, await latestCode(server.url, email)]
}

describe('verification limit per address', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      autoConfirm: true,
      rateLimits: { ...LIMITS, tokenVerificationsPer5Minutes: 3 },
    })
  })
  afterAll(() => server.close())

  it('answers 429 to link clicks and verifyOtp alike once the limit is spent', async () => {
    const [email, code] = await accountWithRecoveryCode(server)
    const guess = (n: number) =>
      followLink(
        `${server.url}/auth/v1/verify?type=recovery&token=${tokenHash(email, wrongCode(code, n))}`,
      )
    for (let n = 0; n < 3; n++) expect((await guess(n)).status).toBe(303)
    const over = await fetch(
      `${server.url}/auth/v1/verify?type=recovery&token=${tokenHash(email, code)}`,
      { redirect: 'manual' },
    )
    expect(over.status).toBe(429)
    expect(over.headers.get('x-sb-error-code')).toBe('over_request_rate_limit')

    const posted = await server.client().auth.verifyOtp({ email, token: code, type: 'recovery' })
    expect(posted.error?.status).toBe(429)
    const byHash = await authFetch(server.url, '/verify', {
      method: 'POST',
      apikey: server.anonKey,
      body: { type: 'recovery', token_hash: tokenHash(email, code) },
    })
    expect(byHash.status).toBe(429)
  })
})

describe('wrong codes for an address', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      autoConfirm: true,
      rateLimits: { ...LIMITS, tokenVerificationsPer5Minutes: 1000 },
    })
  })
  afterAll(() => server.close())

  const verify = (email: string, token: string) =>
    server.client().auth.verifyOtp({ email, token, type: 'recovery' })

  it('still accept the right code after fewer than the maximum wrong tries', async () => {
    const [email, code] = await accountWithRecoveryCode(server)
    for (let n = 0; n < MAX_WRONG_CODE_TRIES - 1; n++) {
      expect((await verify(email, wrongCode(code, n))).error?.code).toBe('otp_expired')
    }
    const right = await verify(email, code)
    expect(right.error).toBeNull()
    expect(right.data.session?.user.email).toBe(email)
  })

  it('void the code at the maximum, until a new code is requested', async () => {
    expect(MAX_WRONG_CODE_TRIES).toBe(5)
    const [email, code] = await accountWithRecoveryCode(server)
    for (let n = 0; n < MAX_WRONG_CODE_TRIES; n++) {
      expect((await verify(email, wrongCode(code, n))).error?.code).toBe('otp_expired')
    }
    const voided = await verify(email, code)
    expect(voided.error?.status).toBe(403)
    expect(voided.error?.code).toBe('otp_expired')
    // The link carrying the same code is void too.
    const clicked = await followLink(
      `${server.url}/auth/v1/verify?type=recovery&token=${tokenHash(email, code)}`,
    )
    expect(clicked.hash.get('error_code')).toBe('otp_expired')

    expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const fresh = await verify(email, await latestCode(server.url, email))
    expect(fresh.error).toBeNull()
  })

  it('count per address: wrong tries for another address leave this code alone', async () => {
    const [email, code] = await accountWithRecoveryCode(server)
    const [other] = await accountWithRecoveryCode(server)
    for (let n = 0; n < MAX_WRONG_CODE_TRIES; n++) await verify(other, wrongCode(code, n))
    expect((await verify(email, code)).error).toBeNull()
  })
})
