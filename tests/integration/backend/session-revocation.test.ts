// Issue 39, offline sign-out: the device keeps only what revoking its session needs and sends it
// once back online. The queue (src/features/auth/session/pending-revocation.ts) and its server
// calls (src/backend/session-revocation-api.ts) against the local backend: afterwards the old
// refresh token cannot be used and the old access token is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeSession, type AuthEndpoint } from '@/backend/session-revocation-api.ts'
import {
  queueRevocation,
  readPendingRevocations,
  sendPendingRevocations,
} from '@/features/auth/session/pending-revocation.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

let server: TestServer
let endpoint: AuthEndpoint
beforeAll(async () => {
  server = await startTestServer({ autoConfirm: true })
  endpoint = { url: server.url, anonKey: server.anonKey }
})
afterAll(() => server.close())

interface Tokens {
  access_token: string
  refresh_token: string
  expires_at: number
  user: { id: string; email: string; created_at: string }
}

async function auth(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

async function signIn(email: string): Promise<Tokens> {
  const res = await auth('/token?grant_type=password', { email, password: STRONG_PASSWORD })
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`)
  return (await res.json()) as Tokens
}

async function newUser(): Promise<string> {
  const email = uniqueEmail('revoke')
  const res = await auth('/signup', { email, password: STRONG_PASSWORD })
  if (!res.ok) throw new Error(`sign-up answered ${res.status}`)
  return email
}

/** Whether the server still honours a session's tokens (read-only for the access token). */
async function accessAccepted(t: Tokens): Promise<boolean> {
  const res = await fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${t.access_token}` },
  })
  return res.ok
}
async function refreshAccepted(t: Tokens): Promise<boolean> {
  return (await auth('/token?grant_type=refresh_token', { refresh_token: t.refresh_token })).ok
}

const tokensOf = (t: Tokens, expiresAt = t.expires_at) => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token,
  expiresAt,
})
const sessionOf = (t: Tokens) => ({
  ...t,
  expires_in: 3600,
  user: { ...t.user, user_metadata: {} },
})

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe('revokeSession', () => {
  it('ends the session with its access token', async () => {
    const tokens = await signIn(await newUser())
    expect(await accessAccepted(tokens)).toBe(true)
    expect(await revokeSession(tokensOf(tokens), 'global', endpoint)).toBe('revoked')
    expect(await accessAccepted(tokens)).toBe(false)
    expect(await refreshAccepted(tokens)).toBe(false)
  })

  it('ends it through its refresh token once the access token has expired', async () => {
    const tokens = await signIn(await newUser())
    const expired = tokensOf(tokens, Math.floor(Date.now() / 1000) - 60)
    expect(await revokeSession(expired, 'local', endpoint)).toBe('revoked')
    expect(await accessAccepted(tokens)).toBe(false)
    expect(await refreshAccepted(tokens)).toBe(false)
  })

  it('answers gone for a session that has ended already, retry when unreachable', async () => {
    const tokens = await signIn(await newUser())
    expect(await revokeSession(tokensOf(tokens), 'local', endpoint)).toBe('revoked')
    expect(await revokeSession(tokensOf(tokens), 'local', endpoint)).toBe('gone')
    const unreachable = { ...endpoint, url: 'http://127.0.0.1:9' }
    const other = await signIn(await newUser())
    expect(await revokeSession(tokensOf(other), 'local', unreachable)).toBe('retry')
    expect(await accessAccepted(other)).toBe(true)
  })
})

describe('the pending revocations', () => {
  it('stay queued while the server is out of reach and are gone once it has revoked them', async () => {
    const storage = new MemoryStorage()
    const email = await newUser()
    const signedOut = await signIn(email)
    const elsewhere = await signIn(email)
    queueRevocation(sessionOf(signedOut), 'global', storage)
    expect(storage.getItem('craftlink_pending_sign_outs')).toContain(signedOut.refresh_token)

    const unreachable = { ...endpoint, url: 'http://127.0.0.1:9' }
    await sendPendingRevocations({ storage, endpoint: unreachable, signedInUserId: null })
    expect(readPendingRevocations(storage)).toHaveLength(1)
    expect(await accessAccepted(signedOut)).toBe(true)

    await sendPendingRevocations({ storage, endpoint, signedInUserId: null })
    expect(readPendingRevocations(storage)).toEqual([])
    expect(storage.length).toBe(0)
    expect(await accessAccepted(signedOut)).toBe(false)
    expect(await refreshAccepted(signedOut)).toBe(false)
    // "Sign out everywhere": the user's other sessions end too.
    expect(await accessAccepted(elsewhere)).toBe(false)
  })

  it('end only the old session when the same user has signed in on this device since', async () => {
    const storage = new MemoryStorage()
    const email = await newUser()
    const signedOut = await signIn(email)
    queueRevocation(sessionOf(signedOut), 'global', storage)
    const current = await signIn(email)
    await sendPendingRevocations({ storage, endpoint, signedInUserId: current.user.id })
    expect(readPendingRevocations(storage)).toEqual([])
    expect(await refreshAccepted(signedOut)).toBe(false)
    expect(await accessAccepted(current)).toBe(true)
  })
})
