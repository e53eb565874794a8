// Start-up with a stored session: the app is signed in at once, and supabase-js is loaded only
// once the page has painted its first content (issue 8). Without one, the visitor is signed out
// at once and supabase-js loads only when something needs it (issue 41).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const loaded = vi.hoisted(() => ({ count: 0, markWanted: () => {}, wanted: Promise.resolve() }))

vi.mock('@/backend/supabase-client.ts', () => {
  return {
    supabaseWanted: () => loaded.wanted,
    getSupabase: () => {
      loaded.count += 1
      loaded.markWanted()
      return Promise.resolve({
        auth: {
          onAuthStateChange(listener: (event: string, session: unknown) => void) {
            setTimeout(() => listener('INITIAL_SESSION', null), 0)
            return { data: { subscription: { unsubscribe() {} } } }
          },
        },
      })
    },
  }
})

const session = {
  access_token: 'access',
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { id: 'user-1', email: 'craftsman@example.com', created_at: '2026-01-01T00:00:00Z' },
}

async function freshStart() {
  vi.resetModules()
  const { AUTH_STORAGE_KEY } = await import('@/backend/auth-storage-key.ts')
  const { loadPhases } = await import('@/data/load-phases.ts')
  const firstContent = loadPhases.firstContent
  const { supabaseAuth } = await import('./auth-service.ts')
  const { authStore } = await import('../auth.store.ts')
  return { AUTH_STORAGE_KEY, firstContent, supabaseAuth, authStore }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  loaded.count = 0
  loaded.wanted = new Promise<void>((resolve) => (loaded.markWanted = resolve))
  localStorage.clear()
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('auth start-up', () => {
  it('signs in from the stored session at once and loads supabase-js after the first content', async () => {
    const { AUTH_STORAGE_KEY, firstContent, supabaseAuth, authStore } = await freshStart()
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session))
    const started = supabaseAuth.initialize()
    await flush()
    expect(authStore.user?.id).toBe('user-1')
    expect(authStore.loading).toBe(false)
    expect(loaded.count).toBe(0)

    firstContent.mark()
    await vi.advanceTimersByTimeAsync(40)
    // The client module is imported for real: its first load is not bound to the fake clock.
    await vi.waitFor(() => expect(loaded.count).toBe(1), { timeout: 20_000 })
    await started
  })

  it('signs a visitor out at once and loads supabase-js only when something asks for it', async () => {
    const { supabaseAuth, authStore } = await freshStart()
    const started = supabaseAuth.initialize()
    // Decided before the first render: no session on this device.
    expect(authStore.user).toBeNull()
    expect(authStore.initialized).toBe(true)
    expect(authStore.loading).toBe(false)
    await flush()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(loaded.count).toBe(0)
    // Signing in asks for the client; start-up then subscribes to its auth events.
    const { getSupabase } = await import('@/backend/supabase-client.ts')
    void getSupabase()
    await vi.waitFor(() => expect(loaded.count).toBe(2))
    await flush()
    await started
    expect(authStore.user).toBeNull()
  })

  it('loads supabase-js for a visitor when another tab signs in', async () => {
    const { AUTH_STORAGE_KEY, supabaseAuth } = await freshStart()
    const started = supabaseAuth.initialize()
    await flush()
    expect(loaded.count).toBe(0)
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }))
    expect(loaded.count).toBe(0)
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }))
    await vi.waitFor(() => expect(loaded.count).toBe(2))
    await flush()
    await started
  })
})
