import { describe, expect, it } from 'vitest'
import {
  isRetryableRefreshError,
  needsOnboarding,
  onboardingRoleFor,
  REFRESH_CHECK_INTERVAL_MS,
  refreshBackoffMs,
  shouldRefresh,
} from '@/lib/auth/index.ts'

describe('session refresh policy', () => {
  const now = Date.UTC(2026, 10, 21, 20, 0, 0)
  const inSeconds = (s: number) => now / 1000 + s
  it('refreshes when 90 s or less remain, checking every 30 s', () => {
    expect(REFRESH_CHECK_INTERVAL_MS).toBe(30_000)
    expect(shouldRefresh(inSeconds(91), now)).toBe(false)
    expect(shouldRefresh(inSeconds(90), now)).toBe(true)
    expect(shouldRefresh(inSeconds(-10), now)).toBe(true)
    expect(shouldRefresh(undefined, now)).toBe(true)
  })
  it('keeps the session on transient failures and drops it on final ones', () => {
    expect(isRetryableRefreshError({ name: 'AuthRetryableFetchError', status: 0 })).toBe(true)
    expect(isRetryableRefreshError({ name: 'AuthRetryableFetchError', status: 503 })).toBe(true)
    expect(isRetryableRefreshError({ name: 'AuthApiError', status: 429 })).toBe(true)
    expect(
      isRetryableRefreshError({
        name: 'AuthApiError',
        status: 400,
        code: 'refresh_token_not_found',
      }),
    ).toBe(false)
    expect(isRetryableRefreshError({ name: 'AuthSessionMissingError', status: 400 })).toBe(false)
    expect(isRetryableRefreshError({ name: 'AuthApiError', status: 403 })).toBe(false)
  })
  it('backs off from 200 ms', () => {
    expect([0, 1, 2, 3].map(refreshBackoffMs)).toEqual([200, 400, 800, 1600])
    expect(refreshBackoffMs(20)).toBe(30_000)
  })
})

describe('onboarding rules (controlled clock)', () => {
  const created = '2026-11-21T20:00:00.000Z'
  const at = (minutes: number, seconds = 0) =>
    Date.parse(created) + minutes * 60_000 + seconds * 1000
  const profile = { default_role: 'craftsman', created_at: created }
  const done = [{ is_required: true, status: 'completed' }]
  const open = [{ is_required: true, status: 'pending' }, ...done]

  it('is needed without a profile, whatever the age', () => {
    expect(needsOnboarding(null, done, at(60 * 24))).toBe(true)
  })
  it('is needed for new accounts with empty or incomplete required progress', () => {
    expect(needsOnboarding(profile, [], at(1))).toBe(true)
    expect(needsOnboarding(profile, open, at(4, 59))).toBe(true)
    expect(needsOnboarding(profile, done, at(2))).toBe(false)
    expect(
      needsOnboarding(profile, [{ is_required: false, status: 'pending' }, ...done], at(2)),
    ).toBe(false)
  })
  it('is never needed for accounts 5 minutes old or older', () => {
    expect(needsOnboarding(profile, [], at(5))).toBe(false)
    expect(needsOnboarding(profile, open, at(6))).toBe(false)
  })
  it('maps default_role to the onboarding role', () => {
    const cases: Record<string, string> = {
      customer: 'craftsman',
      admin: 'mentor',
      workshop_owner: 'company',
      franchise_partner: 'company',
      craftsman: 'craftsman',
      company: 'company',
      apprentice: 'apprentice',
      mentor: 'mentor',
      auditor: 'craftsman',
      '': 'craftsman',
    }
    for (const [role, expected] of Object.entries(cases))
      expect(onboardingRoleFor(role), role).toBe(expected)
    expect(onboardingRoleFor(null)).toBe('craftsman')
  })
})
