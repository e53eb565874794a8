import { afterEach, describe, expect, it, vi } from 'vitest'
import { markOffline, markOnline } from '@/data/connectivity.ts'
import { applyAuthSession, authStore } from '@/features/auth/auth.store.ts'
import {
  checkOnboarding,
  forgetSettledOnboarding,
  noteAccountCreated,
} from '@/features/auth/session/onboarding-check.ts'

const user = {
  id: 'u-settled',
  email: 'a@b.ca',
  created_at: '2026-01-01T00:00:00Z',
  user_metadata: {},
}
const session = { access_token: 'a', refresh_token: 'r', expires_in: 3600, expires_at: 2e9, user }

afterEach(() => {
  markOnline()
  forgetSettledOnboarding()
  applyAuthSession(null)
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('onboarding check', () => {
  it('answers at once for an account already settled on this device', async () => {
    applyAuthSession(session)
    localStorage.setItem('craftlink_onboarding_settled_u-settled', '1')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await checkOnboarding('u-settled')
    expect(authStore.onboarding).toBe('not_needed')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('offline, counts as a failed check: logged and not needed', async () => {
    applyAuthSession(session)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    markOffline()
    await checkOnboarding('u-settled')
    expect(authStore.onboarding).toBe('not_needed')
    expect(warn).toHaveBeenCalled()
  })

  it('forgets settled accounts on sign-out', () => {
    localStorage.setItem('craftlink_onboarding_settled_u1', '1')
    localStorage.setItem('other', 'kept')
    forgetSettledOnboarding()
    expect(Object.keys(localStorage)).toEqual(['other'])
  })

  it('an account created in this tab onboards without asking the server', async () => {
    noteAccountCreated('u-settled')
    applyAuthSession(session)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await checkOnboarding('u-settled')
    expect(authStore.onboarding).toBe('needed')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('a check that fails while the new account is noted still ends in onboarding', async () => {
    applyAuthSession(session)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // The server answers with an error: without the note, the check would count as not needed.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ code: 'XX000', message: 'boom' }, { status: 400 }),
    )
    const checking = checkOnboarding('u-settled')
    expect(authStore.onboarding).toBe('checking')
    noteAccountCreated('u-settled')
    expect(authStore.onboarding).toBe('needed')
    await checking
    expect(authStore.onboarding).toBe('needed')
  })

  it('the note is used once: a later check asks the server again', async () => {
    noteAccountCreated('u-settled')
    applyAuthSession(session)
    await checkOnboarding('u-settled')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    markOffline()
    await checkOnboarding('u-settled')
    expect(authStore.onboarding).toBe('not_needed')
  })
})
