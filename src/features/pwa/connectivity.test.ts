import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  OFFLINE_PROBE_INTERVAL_MS,
  ONLINE_PROBE_INTERVAL_MS,
  reportRequestFailure,
  startConnectivityMonitor,
} from './connectivity-monitor.ts'
import { RECONNECTED_NOTICE_MS, connectivity, markOnline } from '@/data/connectivity.ts'

/** A fetch that answers while `up` is true and fails like a dead network otherwise. */
function fakeNetwork() {
  const net = {
    up: true,
    calls: [] as string[],
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      net.calls.push(String(input))
      if (!net.up) throw new TypeError('Failed to fetch')
      return new Response(null, { status: 200 })
    }) as unknown as typeof fetch,
  }
  return net
}

function setNavigatorOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value })
}

let stop: () => void = () => undefined

beforeEach(() => {
  vi.useFakeTimers()
  setNavigatorOnLine(true)
  markOnline()
  vi.runOnlyPendingTimers()
})

afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('connectivity monitor', () => {
  it('marks offline on the offline event and stays offline until a probe succeeds', async () => {
    const net = fakeNetwork()
    stop = startConnectivityMonitor({ fetchFn: net.fetch })
    await vi.advanceTimersByTimeAsync(0)
    expect(connectivity.online).toBe(true)

    net.up = false
    window.dispatchEvent(new Event('offline'))
    expect(connectivity.online).toBe(false)

    // The browser claims to be online again, but nothing gets through: still offline.
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(connectivity.online).toBe(false)

    net.up = true
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(connectivity.online).toBe(true)
    expect(connectivity.justReconnected).toBe(true)
    await vi.advanceTimersByTimeAsync(RECONNECTED_NOTICE_MS)
    expect(connectivity.justReconnected).toBe(false)
  })

  it('detects a dead network by probing even when navigator.onLine says online', async () => {
    const net = fakeNetwork()
    stop = startConnectivityMonitor({ fetchFn: net.fetch })
    await vi.advanceTimersByTimeAsync(0)
    net.up = false
    await vi.advanceTimersByTimeAsync(ONLINE_PROBE_INTERVAL_MS)
    expect(connectivity.online).toBe(false)

    // While offline it probes more often, so the return of the network shows quickly.
    net.up = true
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_INTERVAL_MS)
    expect(connectivity.online).toBe(true)
  })

  it('starts offline without a request when the browser knows it is offline', async () => {
    setNavigatorOnLine(false)
    const net = fakeNetwork()
    stop = startConnectivityMonitor({ fetchFn: net.fetch })
    expect(connectivity.online).toBe(false)
    expect(net.calls).toHaveLength(0)
  })

  it('probes the uncached probe file with a cache-busting query', async () => {
    const net = fakeNetwork()
    stop = startConnectivityMonitor({ fetchFn: net.fetch })
    await vi.advanceTimersByTimeAsync(0)
    expect(net.calls[0]).toMatch(/^\/connectivity-probe\.txt\?t=\d+$/)
  })

  it('stops probing and listening when stopped', async () => {
    const net = fakeNetwork()
    stop = startConnectivityMonitor({ fetchFn: net.fetch })
    await vi.advanceTimersByTimeAsync(0)
    stop()
    const before = net.calls.length
    window.dispatchEvent(new Event('offline'))
    await vi.advanceTimersByTimeAsync(ONLINE_PROBE_INTERVAL_MS * 3)
    expect(net.calls).toHaveLength(before)
    expect(connectivity.online).toBe(true)
  })
})

describe('reported request failures', () => {
  it('are confirmed by a probe while the monitor runs', async () => {
    const net = fakeNetwork()
    stop = startConnectivityMonitor({ fetchFn: net.fetch })
    await vi.advanceTimersByTimeAsync(0)
    // The app origin still answers: a failed backend call alone does not mean offline.
    reportRequestFailure(new TypeError('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(0)
    expect(connectivity.online).toBe(true)
    net.up = false
    const before = net.calls.length
    reportRequestFailure(new TypeError('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(0)
    expect(net.calls.length).toBe(before + 1)
    expect(connectivity.online).toBe(false)
  })

  it('count alone without a monitor, and only for network errors', () => {
    reportRequestFailure(new Error('HTTP 500'))
    reportRequestFailure(new DOMException('The user aborted a request.', 'AbortError'))
    expect(connectivity.online).toBe(true)
    reportRequestFailure(new TypeError('Failed to fetch'))
    expect(connectivity.online).toBe(false)
  })
})
