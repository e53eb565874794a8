// The gate never keeps a person waiting: offline it lets the app load at once; a failed check
// lets it load; a slow check shows the page after GATE_WAIT_MS and a late denial still applies.
// fetch is the network seam here (the real function is exercised in supabase/tests and e2e).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markOffline, markOnline } from '@/data/connectivity.ts'
import { gateStore, setGate } from './gate.store.ts'
import { GATE_WAIT_MS, runAccessCheck } from './run-check.ts'

const verdict = (over: Record<string, unknown>) =>
  new Response(
    JSON.stringify({
      blocked: false,
      challenge: false,
      action: 'allow',
      score: 0,
      reason: null,
      whitelisted: false,
      ...over,
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  )

beforeEach(() => {
  sessionStorage.clear()
  setGate('loading')
})
afterEach(() => {
  markOnline()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('runAccessCheck', () => {
  it('offline: allowed immediately, no request', async () => {
    markOffline()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await runAccessCheck('/jobs')
    expect(gateStore.status).toBe('allowed')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('a check that cannot reach the server lets the page load', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await runAccessCheck('/jobs')
    expect(gateStore.status).toBe('allowed')
  })

  it('a blocked verdict in time denies with the reason', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      verdict({ blocked: true, action: 'block', reason: 'Paused for 24 hours.' }),
    )
    await runAccessCheck('/jobs')
    expect({ ...gateStore }).toEqual({ status: 'denied', reason: 'Paused for 24 hours.' })
  })

  it('a slow check shows the page after the wait; a late denial still applies', async () => {
    vi.useFakeTimers()
    let answer: (r: Response) => void = () => {}
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const done = runAccessCheck('/jobs')
    await vi.advanceTimersByTimeAsync(GATE_WAIT_MS - 10)
    expect(gateStore.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(10)
    expect(gateStore.status).toBe('allowed')
    answer(verdict({ blocked: true, action: 'block' }))
    await done
    expect({ ...gateStore }).toEqual({ status: 'denied', reason: null })
  })

  it('Try Again waits patiently instead of letting a denied visitor in early', async () => {
    vi.useFakeTimers()
    let answer: (r: Response) => void = () => {}
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const done = runAccessCheck('/jobs', { patient: true })
    await vi.advanceTimersByTimeAsync(GATE_WAIT_MS * 3)
    expect(gateStore.status).toBe('loading')
    answer(verdict({ challenge: true, action: 'challenge', score: 120 }))
    await done
    expect(gateStore.status).toBe('challenge')
  })
})
