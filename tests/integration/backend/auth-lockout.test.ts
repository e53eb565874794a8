// Guessing one account's password slows the guesser only: the per-account sign-in limit counts
// per account and client address, so the real user, elsewhere, still signs in.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

const PER_ACCOUNT = 3

/**
 * A password sign-in sent from `localAddress`. The server takes the client address from the
 * socket, and Linux routes all of 127.0.0.0/8 to loopback, so 127.0.0.2 is a second client.
 */
function signInFrom(
  server: TestServer,
  localAddress: string,
  email: string,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${server.url}/auth/v1/token?grant_type=password`)
  const payload = JSON.stringify({ email, password })
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress,
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-supabase-api-version': '2024-01-01',
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
          })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

describe('per-account sign-in limit', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      autoConfirm: true,
      rateLimits: {
        signInPerIpPerMinute: 100,
        signInPerEmailPerMinute: PER_ACCOUNT,
        emailPerHour: 100,
        tokenVerificationsPer5Minutes: 100,
      },
    })
  })
  afterAll(() => server.close())

  it('stops wrong passwords from one address without locking the owner out elsewhere', async () => {
    const email = uniqueEmail()
    const { error } = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    expect(error).toBeNull()

    for (let n = 0; n < PER_ACCOUNT; n++) {
      const wrong = await signInFrom(server, '127.0.0.1', email, `Wr0ng-pass-${n}`)
      expect(wrong.body.code).toBe('invalid_credentials')
    }
    const guesser = await signInFrom(server, '127.0.0.1', email, STRONG_PASSWORD)
    expect(guesser.status).toBe(429)
    expect(guesser.body.code).toBe('over_request_rate_limit')

    const owner = await signInFrom(server, '127.0.0.2', email, STRONG_PASSWORD)
    expect(owner.status).toBe(200)
    expect((owner.body.user as { email: string }).email).toBe(email)
  })
})
