// Registers the service worker and runs the update flow: a new version installs in the
// background and waits; the user sees "A new version is available" and only their click on
// Reload activates it and reloads. Pending writes live in IndexedDB, so the reload loses nothing,
// and nothing reloads the page behind the user's back.
import { Workbox } from 'workbox-window'
import { proxy } from 'valtio'
import { IMAGE_CACHE } from './cache-names.ts'
import { captureInstallEvents } from './install.store.ts'
import { onOnlineChange } from '@/data/shell.ts'

/** Check for a new version this often while the app stays open (plus on focus and reconnect). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * A first install that failed (one file of the app did not download, as happens on a weak
 * signal) leaves the app unable to open offline until the next visit: it is tried again after
 * these waits while the page stays open, the last one repeating.
 */
export const INSTALL_RETRY_MS = [10_000, 30_000, 60_000, 300_000] as const

export const updateState = proxy({ available: false, reloading: false })

export interface RegisterOptions {
  /** True in production builds, and in dev only when VITE_DEV_SW=true. */
  enabled: boolean
  /** Dev server: vite-plugin-pwa serves a module worker at another URL. */
  dev?: boolean
  /** Replaced in tests. */
  reload?: () => void
}

let workbox: Workbox | undefined
let reload: () => void = () => window.location.reload()
// Another tab already activated the new version: this page only needs a plain reload.
let activatedElsewhere = false

export function registerServiceWorker(options: RegisterOptions): void {
  captureInstallEvents()
  if (options.reload) reload = options.reload
  if (!options.enabled || workbox || !('serviceWorker' in navigator)) return
  start(options, 0)
  const check = () => void workbox?.update().catch(() => undefined)
  setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  onOnlineChange((online) => {
    if (online) check()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

/** Registers through a new Workbox: a failed first install leaves no registration to update. */
function start(options: RegisterOptions, attempt: number): void {
  const wb = new Workbox(options.dev ? '/dev-sw.js?dev-sw' : '/sw.js', {
    scope: '/',
    type: options.dev ? 'module' : 'classic',
  })
  workbox = wb
  wb.addEventListener('waiting', () => {
    updateState.available = true
  })
  wb.addEventListener('controlling', (event) => {
    if (updateState.reloading) reload()
    else if (event.isUpdate) {
      activatedElsewhere = true
      updateState.available = true
    }
  })
  wb.addEventListener('redundant', (event) => {
    if (!event.isUpdate && workbox === wb) retryLater(options, attempt)
  })
  wb.register().catch((error: unknown) => {
    console.error('Service worker registration failed; the app will not work offline.', error)
    retryLater(options, attempt)
  })
}

function retryLater(options: RegisterOptions, attempt: number): void {
  if (navigator.serviceWorker.controller) return
  const wait = INSTALL_RETRY_MS[Math.min(attempt, INSTALL_RETRY_MS.length - 1)] ?? 300_000
  console.warn(`The app could not be saved for offline use; trying again in ${wait / 1000} s.`)
  setTimeout(() => {
    if (!navigator.serviceWorker.controller) start(options, attempt + 1)
  }, wait)
}

/** The user clicked Reload. */
export function applyUpdate(): void {
  if (updateState.reloading) return
  updateState.reloading = true
  if (!workbox || activatedElsewhere) reload()
  else workbox.messageSkipWaiting()
}

export function postponeUpdate(): void {
  updateState.available = false
}

/** Drops runtime-cached images, e.g. at sign-out. The precache holds no user data. */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(IMAGE_CACHE)
}
