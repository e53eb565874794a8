// Watches the network: `offline` events and failed probes mark offline; an `online` event is only
// believed after a probe of the app origin succeeds. Probes are HEAD requests to a tiny file the
// service worker never caches, so they always reach the network.
import { connectivity, isNetworkError, markOffline, markOnline } from '@/data/shell.ts'

export const PROBE_URL = '/connectivity-probe.txt'
export const PROBE_TIMEOUT_MS = 5_000
/** While offline, look for the network often: people want to know the moment it is back. */
export const OFFLINE_PROBE_INTERVAL_MS = 10_000
/** While online, a rare probe catches "connected but nothing gets through". */
export const ONLINE_PROBE_INTERVAL_MS = 60_000

export interface MonitorOptions {
  target?: Window
  fetchFn?: typeof fetch
  probeUrl?: string
}

// The running monitor's check, so callers' failed requests can ask for confirmation.
let activeCheck: (() => Promise<void>) | null = null

/**
 * For code that makes requests (sync, auth, edge functions): a request failed. A network error
 * triggers an immediate probe of the app origin, so one odd failure (CORS, a dead backend) does
 * not claim the device is offline; without a running monitor the failure alone counts.
 */
export function reportRequestFailure(error: unknown): void {
  if (!isNetworkError(error)) return
  if (activeCheck) void activeCheck()
  else markOffline()
}

/** For code that makes requests: any server response proves the network is back. */
export function reportRequestSuccess(): void {
  markOnline()
}

/** True when the server answered at all (any HTTP status proves the network works). */
export async function probeNetwork(
  fetchFn: typeof fetch,
  url: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    await fetchFn(`${url}?t=${Date.now()}`, {
      method: 'HEAD',
      cache: 'no-store',
      signal: controller.signal,
    })
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** Starts watching; returns a function that stops it. */
export function startConnectivityMonitor(options: MonitorOptions = {}): () => void {
  const target = options.target ?? window
  const fetchFn = options.fetchFn ?? ((input, init) => target.fetch(input, init))
  const probeUrl = options.probeUrl ?? PROBE_URL
  let stopped = false
  let inFlight = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const schedule = () => {
    clearTimeout(timer)
    if (stopped) return
    const delay = connectivity.online ? ONLINE_PROBE_INTERVAL_MS : OFFLINE_PROBE_INTERVAL_MS
    timer = setTimeout(() => void check(), delay)
  }

  const check = async () => {
    if (stopped || inFlight) return
    inFlight = true
    const reachable = await probeNetwork(fetchFn, probeUrl)
    inFlight = false
    if (stopped) return
    if (reachable) markOnline()
    else markOffline()
    schedule()
  }

  const onOffline = () => {
    markOffline()
    schedule()
  }
  const onOnline = () => void check()
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') void check()
  }

  activeCheck = check
  // The one listener to the browser's events: everything else follows src/data/connectivity.ts.
  // eslint-disable-next-line no-restricted-syntax
  target.addEventListener('offline', onOffline)
  // eslint-disable-next-line no-restricted-syntax
  target.addEventListener('online', onOnline)
  target.document.addEventListener('visibilitychange', onVisible)
  if (target.navigator.onLine === false) onOffline()
  else void check()

  return () => {
    stopped = true
    clearTimeout(timer)
    if (activeCheck === check) activeCheck = null
    target.removeEventListener('offline', onOffline)
    target.removeEventListener('online', onOnline)
    target.document.removeEventListener('visibilitychange', onVisible)
  }
}
