// Offline the gate lets the app load at once, without asking the network (offline-first).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gateStore, setGate } from './gate.store.ts'
import { runAccessCheck } from './run-check.ts'

afterEach(() => vi.restoreAllMocks())

describe('runAccessCheck', () => {
  it('offline: allowed immediately, no request', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    setGate('loading')
    await runAccessCheck('/jobs')
    expect(gateStore.status).toBe('allowed')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
  it('a check that cannot reach the server lets the page load', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    setGate('loading')
    await runAccessCheck('/jobs')
    expect(gateStore.status).toBe('allowed')
  })
})
