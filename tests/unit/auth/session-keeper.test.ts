import { afterEach, describe, expect, it, vi } from 'vitest'
import { markOffline, markOnline } from '@/data/connectivity.ts'
import { applyAuthSession, authStore } from '@/features/auth/auth.store.ts'
import { authUi } from '@/features/auth/session/auth-ui.store.ts'
import {
  startSessionKeeper,
  type SessionRefresher,
} from '@/features/auth/session/session-keeper.ts'

const NOW = Date.UTC(2026, 10, 21, 20, 0, 0)
const user = { id: 'u1', email: 'a@b.ca', created_at: '2026-01-01T00:00:00Z', user_metadata: {} }
const sessionExpiringIn = (seconds: number) => ({
  access_token: 'old',
  refresh_token: 'r1',
  expires_in: 3600,
  expires_at: NOW / 1000 + seconds,
  user,
})

/** A stand-in for the auth calls the keeper makes, recording them. */
function fakeClient(refresh: () => { data: unknown; error: unknown }) {
  const calls = { refresh: 0, signOut: [] as unknown[], forgot: 0 }
  const client = {
    async refresh() {
      calls.refresh += 1
      return refresh()
    },
    async signOutHere() {
      calls.signOut.push({ scope: 'local' })
    },
    async forgetCachedFailure() {
      calls.forgot += 1
    },
  } as unknown as SessionRefresher
  return { client, calls }
}

afterEach(() => {
  markOnline()
  applyAuthSession(null)
})

describe('session keeper', () => {
  it('leaves a session with more than 90 s alone', async () => {
    applyAuthSession(sessionExpiringIn(120))
    const { client, calls } = fakeClient(() => ({ data: {}, error: null }))
    const keeper = startSessionKeeper(client, () => NOW)
    await keeper.check()
    keeper.stop()
    expect(calls.refresh).toBe(0)
  })

  it('refreshes at 90 s or less and stores the new session', async () => {
    applyAuthSession(sessionExpiringIn(90))
    const fresh = { ...sessionExpiringIn(3600), access_token: 'new' }
    const { client, calls } = fakeClient(() => ({ data: { session: fresh }, error: null }))
    const keeper = startSessionKeeper(client, () => NOW)
    await keeper.check()
    keeper.stop()
    expect(calls.refresh).toBe(1)
    expect(authStore.session?.access_token).toBe('new')
  })

  it('keeps the session when the server cannot be reached', async () => {
    applyAuthSession(sessionExpiringIn(-30))
    const { client, calls } = fakeClient(() => ({
      data: { session: null },
      error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
    }))
    const keeper = startSessionKeeper(client, () => NOW)
    await keeper.check()
    keeper.stop()
    expect(calls.signOut).toEqual([])
    expect(authStore.session?.access_token).toBe('old')
  })

  it('removes the session when the refresh token is rejected', async () => {
    applyAuthSession(sessionExpiringIn(10))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client, calls } = fakeClient(() => ({
      data: { session: null },
      error: { name: 'AuthApiError', status: 400, code: 'refresh_token_not_found', message: 'x' },
    }))
    const keeper = startSessionKeeper(client, () => NOW)
    await keeper.check()
    keeper.stop()
    warn.mockRestore()
    expect(calls.signOut).toEqual([{ scope: 'local' }])
    expect(authStore.session).toBeNull()
    expect(authUi.signedOutBecause).toBeNull()
  })

  it('says the account was suspended when the refresh is refused as banned', async () => {
    applyAuthSession(sessionExpiringIn(10))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client, calls } = fakeClient(() => ({
      data: { session: null },
      error: { name: 'AuthApiError', status: 400, code: 'user_banned', message: 'User Banned' },
    }))
    const keeper = startSessionKeeper(client, () => NOW)
    await keeper.check()
    keeper.stop()
    warn.mockRestore()
    expect(calls.signOut).toEqual([{ scope: 'local' }])
    expect(authStore.session).toBeNull()
    expect(authUi.signedOutBecause).toBe('suspended')
    authUi.signedOutBecause = null
  })

  it('checks at once when the network comes back', async () => {
    applyAuthSession(sessionExpiringIn(10))
    const fresh = { ...sessionExpiringIn(3600), access_token: 'new' }
    const { client, calls } = fakeClient(() => ({ data: { session: fresh }, error: null }))
    markOffline()
    const keeper = startSessionKeeper(client, () => NOW)
    expect(calls.refresh).toBe(0)
    markOnline()
    await vi.waitFor(() => expect(calls.refresh).toBe(1))
    expect(calls.forgot).toBe(1)
    keeper.stop()
  })
})
