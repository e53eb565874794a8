import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseJsonObject, parseTextList } from '@/backend/rows.ts'
import { authStore } from '@/features/auth/auth.store.ts'
import {
  registerSignOutCleanup,
  runSignOutCleanups,
} from '@/features/auth/session/sign-out-cleanups.ts'
import { readStoredSession } from '@/features/auth/session/stored-session.ts'
import {
  AUTH_STORAGE_NAME,
  persistInitializedFlag,
  restoreInitializedFlag,
} from '@/features/auth/session/persisted-flag.ts'

const session = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  expires_in: 3600,
  expires_at: 1_700_000_000,
  token_type: 'bearer',
  user: { id: 'u1', email: 'a@b.ca', created_at: '2026-01-01T00:00:00Z', user_metadata: {} },
}

afterEach(() => localStorage.clear())

describe('stored session (offline keeper)', () => {
  it('reads what supabase-js stored, expired or not', () => {
    localStorage.setItem('sb-127-auth-token', JSON.stringify(session))
    expect(readStoredSession(localStorage, 'sb-127-auth-token')?.user.id).toBe('u1')
  })
  it('ignores missing, corrupt or partial entries', () => {
    expect(readStoredSession(localStorage, 'sb-127-auth-token')).toBeNull()
    localStorage.setItem('k', '{not json')
    expect(readStoredSession(localStorage, 'k')).toBeNull()
    localStorage.setItem('k', JSON.stringify({ ...session, refresh_token: '' }))
    expect(readStoredSession(localStorage, 'k')).toBeNull()
  })
})

describe('sign-out cleanups', () => {
  it('runs every cleanup once even when one fails, and joins a run in flight', async () => {
    const calls: string[] = []
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const offA = registerSignOutCleanup('a', async () => {
      await new Promise((r) => setTimeout(r, 10))
      calls.push('a')
    })
    const offB = registerSignOutCleanup('b', () => {
      throw new Error('boom')
    })
    const offC = registerSignOutCleanup('c', () => void calls.push('c'))
    await Promise.all([runSignOutCleanups(), runSignOutCleanups()])
    expect(calls.sort()).toEqual(['a', 'c'])
    expect(error).toHaveBeenCalledTimes(1)
    offA()
    offB()
    offC()
    await runSignOutCleanups()
    expect(calls).toHaveLength(2)
    error.mockRestore()
  })
})

describe('auth-storage persists only initialized', () => {
  it('writes and restores the flag', async () => {
    const stop = persistInitializedFlag(localStorage)
    authStore.initialized = true
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_NAME) ?? '{}')).toEqual({
      state: { initialized: true },
      version: 0,
    })
    stop()
    authStore.initialized = false
    restoreInitializedFlag(localStorage)
    expect(authStore.initialized).toBe(true)
    authStore.initialized = false
  })
})

describe('row parsers', () => {
  it('turn JSON text lists and objects into values', () => {
    expect(parseTextList('["Quebec","Ontario"]')).toEqual(['Quebec', 'Ontario'])
    expect(parseTextList('nope')).toEqual([])
    expect(parseTextList(['a', 1])).toEqual(['a'])
    expect(parseJsonObject('{"job_id":"j1"}')).toEqual({ job_id: 'j1' })
    expect(parseJsonObject('[1]')).toEqual({})
  })
})
