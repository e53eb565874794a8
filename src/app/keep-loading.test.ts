import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markOffline, markOnline } from '@/data/connectivity.ts'
import { keepLoading, RETRY_PAUSES_MS } from './keep-loading.ts'

/** A loader that fails `failures` times, then gives 'code'. */
function flaky(failures: number) {
  let calls = 0
  const load = vi.fn(() => {
    calls += 1
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve('code')
  })
  return load
}

describe('keepLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    markOnline()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('gives the code of a first try that succeeds, with no failure reported', async () => {
    const onFailure = vi.fn()
    await expect(keepLoading(flaky(0), { what: 'Code', onFailure })).resolves.toBe('code')
    expect(onFailure).not.toHaveBeenCalled()
    expect(console.error).not.toHaveBeenCalled()
  })

  it('tries again after a pause while online, and logs one run of failures once', async () => {
    const load = flaky(2)
    const onFailure = vi.fn()
    const loaded = keepLoading(load, { what: 'Code', onFailure })
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    expect(onFailure).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS[0] - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)

    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS[1])
    await expect(loaded).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(3)
    expect(onFailure).toHaveBeenCalledTimes(2)
    expect(console.error).toHaveBeenCalledTimes(1)
  })

  it('offline, waits for the network instead of its pause, then tries at once', async () => {
    const load = flaky(1)
    const loaded = keepLoading(load, { what: 'Code' })
    await vi.advanceTimersByTimeAsync(0)
    markOffline()
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS.at(-1) ?? 0)
    expect(load).toHaveBeenCalledTimes(1)

    markOnline()
    await vi.advanceTimersByTimeAsync(0)
    await expect(loaded).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
    // The pause's timer was cleared with the try: no third call.
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS.at(-1) ?? 0)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
