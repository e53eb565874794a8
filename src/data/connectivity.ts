// The page's one source of connectivity: confirmed by requests, not by navigator.onLine alone
// (which says "online" on a captive portal or a dead cell link). The pwa feature's monitor drives
// it, the sync client follows it, and everything else asks isOnline() or useConnectivity().
// Waiting changes are counted from the outbox (useWaitingChanges), not kept here.
import { proxy, subscribe } from 'valtio'

/** How long "Back online, syncing" stays on screen after the connection returns. */
export const RECONNECTED_NOTICE_MS = 4_000

export interface ConnectivityState {
  /** False after an `offline` event or a failed request; true again after a successful probe. */
  online: boolean
  /** True for a short while after the connection returned. */
  justReconnected: boolean
}

export const connectivity = proxy<ConnectivityState>({
  // Until the monitor's first probe, what the browser says (Node's navigator has no onLine).
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  justReconnected: false,
})

/** Whether the page may try the network now. */
export function isOnline(): boolean {
  return connectivity.online
}

/** Calls `listener` with the new value each time online turns to offline or back. */
export function onOnlineChange(listener: (online: boolean) => void): () => void {
  let last = connectivity.online
  return subscribe(connectivity, () => {
    if (connectivity.online === last) return
    last = connectivity.online
    listener(last)
  })
}

let noticeTimer: ReturnType<typeof setTimeout> | undefined

/** A request failed for want of a network, or the browser said it went offline. */
export function markOffline(): void {
  clearTimeout(noticeTimer)
  connectivity.justReconnected = false
  connectivity.online = false
}

/** A request reached the server. */
export function markOnline(): void {
  if (connectivity.online) return
  connectivity.online = true
  connectivity.justReconnected = true
  clearTimeout(noticeTimer)
  noticeTimer = setTimeout(() => {
    connectivity.justReconnected = false
  }, RECONNECTED_NOTICE_MS)
}

/** Whether an error thrown by fetch means "no network" (not an HTTP error or a cancel). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
}
