// Connectivity as the app should believe it: confirmed by requests, not by navigator.onLine alone
// (which says "online" on a captive portal or a dead cell link). Other features read it through
// the pwa index; the sync feature drives pendingChanges.
import { proxy } from 'valtio'

/** How long "Back online, syncing" stays on screen after the connection returns. */
export const RECONNECTED_NOTICE_MS = 4_000

export interface ConnectivityState {
  /** False after an `offline` event or a failed request; true again after a successful probe. */
  online: boolean
  /** True for a short while after the connection returned. */
  justReconnected: boolean
  /** Local changes waiting to be sent to the server. */
  pendingChanges: number
}

export const connectivity = proxy<ConnectivityState>({
  online: true,
  justReconnected: false,
  pendingChanges: 0,
})

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

/** Set by the sync feature whenever its outbox changes. */
export function setPendingChanges(count: number): void {
  connectivity.pendingChanges = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
}

/** Whether an error thrown by fetch means "no network" (not an HTTP error or a cancel). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
}
