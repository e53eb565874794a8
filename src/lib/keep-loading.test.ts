import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepLoading, RETRY_PAUSES_MS, type Network } from './keep-loading.ts'

/** A network the test turns off and on (the app passes src/data's connectivity). */
function testNetwork(): Network & { set(online: boolean): void } {
  let online = true
  const listeners = new Set<(online: boolean) => void>()
  return {
    isOnline: () => online,
    onOnlineChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(value) {
      online = value
      listeners.forEach((listener) => listener(value))
    },
  }
}

let network = testNetwork()

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
    network = testNetwork()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('gives the code of a first try that succeeds, with no failure reported', async () => {
    const onFailure = vi.fn()
    await expect(keepLoading(flaky(0), { what: 'Code', onFailure, network })).resolves.toBe('code')
    expect(onFailure).not.toHaveBeenCalled()
    expect(console.error).not.toHaveBeenCalled()
  })

  it('tries again after a pause while online, and logs one run of failures once', async () => {
    const load = flaky(2)
    const onFailure = vi.fn()
    const loaded = keepLoading(load, { what: 'Code', onFailure, network })
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

  it('without a network to ask, tries again after its pauses', async () => {
    const load = flaky(1)
    const loaded = keepLoading(load, { what: 'Code' })
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS[0])
    await expect(loaded).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('offline, waits for the network instead of its pause, then tries at once', async () => {
    const load = flaky(1)
    const loaded = keepLoading(load, { what: 'Code', network })
    await vi.advanceTimersByTimeAsync(0)
    network.set(false)
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS.at(-1) ?? 0)
    expect(load).toHaveBeenCalledTimes(1)

    network.set(true)
    await vi.advanceTimersByTimeAsync(0)
    await expect(loaded).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
    // The pause's timer was cleared with the try: no third call.
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS.at(-1) ?? 0)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
