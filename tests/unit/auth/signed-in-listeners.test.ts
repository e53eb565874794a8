// onUserSignedIn: a member's code loads after the sign-in it must react to (src/app/member.ts),
// so a listener added later still hears about the user signed in now, once.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyAuthSession, onUserSignedIn, type AuthSession } from '@/features/auth/index.ts'
import { handleAuthEvent, handleRestoredSession } from '@/features/auth/session/auth-events.ts'

const session = (id: string): AuthSession =>
  ({
    access_token: `token-${id}`,
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    user: { id, email: `${id}@example.com`, created_at: '2026-01-01T00:00:00Z' },
  }) as AuthSession

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  handleAuthEvent('SIGNED_OUT', null)
  applyAuthSession(null)
})

describe('onUserSignedIn', () => {
  it('tells a listener added before the sign-in once', async () => {
    const heard = vi.fn()
    const off = onUserSignedIn(heard)
    handleRestoredSession(session('a'))
    await tick()
    handleAuthEvent('TOKEN_REFRESHED', session('a') as never)
    await tick()
    off()
    expect(heard.mock.calls.map(([s]) => (s as AuthSession).user.id)).toEqual(['a'])
  })

  it('tells a listener added after the sign-in about the user signed in now', async () => {
    handleRestoredSession(session('b'))
    await tick()
    const heard = vi.fn()
    const off = onUserSignedIn(heard)
    expect(heard).not.toHaveBeenCalled()
    await tick()
    off()
    expect(heard.mock.calls.map(([s]) => (s as AuthSession).user.id)).toEqual(['b'])
  })

  it('tells a listener added while the announcement is on its way only once', async () => {
    handleRestoredSession(session('c'))
    const heard = vi.fn()
    const off = onUserSignedIn(heard)
    await tick()
    await tick()
    off()
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('tells a late listener nothing after a sign-out', async () => {
    handleRestoredSession(session('d'))
    await tick()
    handleAuthEvent('SIGNED_OUT', null)
    const heard = vi.fn()
    const off = onUserSignedIn(heard)
    await tick()
    off()
    expect(heard).not.toHaveBeenCalled()
  })
})
