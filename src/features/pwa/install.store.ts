// Install state shared by the prompt and anything else that wants to offer "Install": the
// captured `beforeinstallprompt` event (Chromium) and the persisted dismissal/installed record.
import { proxy } from 'valtio'
import { readInstallRecord, writeInstallRecord, type InstallRecord } from './install-storage.ts'

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export interface InstallState {
  hasDeferredPrompt: boolean
  record: InstallRecord
}

export const installState = proxy<InstallState>({
  hasDeferredPrompt: false,
  record: readInstallRecord(),
})

// Kept outside the proxy: valtio must not wrap a live browser event.
let deferredPrompt: BeforeInstallPromptEvent | null = null
const captured = new WeakSet<EventTarget>()

function save(record: InstallRecord): void {
  installState.record = record
  writeInstallRecord(record)
}

export function recordInstalled(now = Date.now()): void {
  deferredPrompt = null
  installState.hasDeferredPrompt = false
  save({ ...installState.record, installedAt: now })
}

export function dismissInstallPrompt(now = Date.now()): void {
  save({ ...installState.record, dismissedAt: now })
}

/**
 * Listens for the install events. The browser may fire `beforeinstallprompt` before React
 * mounts, so this runs from registerServiceWorker() at startup (and index.html keeps one fired
 * before the app's code ran); calling it again is harmless.
 */
export function captureInstallEvents(target: Window = window): void {
  if (captured.has(target)) return
  captured.add(target)
  installState.record = readInstallRecord()
  const offered = (event: Event) => {
    // Keep the browser's mini-infobar away; we show our prompt at the right moment instead.
    event.preventDefault()
    deferredPrompt = event as BeforeInstallPromptEvent
    installState.hasDeferredPrompt = true
    // The browser offers installation again, so the app was uninstalled since we recorded it.
    if (installState.record.installedAt !== undefined) {
      const { installedAt: _gone, ...rest } = installState.record
      save(rest)
    }
  }
  // Offered before this code ran: index.html kept the event.
  const early = (target as Window & { __craftlinkInstallOffer?: Event }).__craftlinkInstallOffer
  if (early) offered(early)
  target.addEventListener('beforeinstallprompt', offered)
  target.addEventListener('appinstalled', () => recordInstalled())
}

/** Opens Chromium's install dialog. A cancelled dialog counts as "Not now". */
export async function promptNativeInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt
  if (!event) return 'unavailable'
  // The event can be used once.
  deferredPrompt = null
  installState.hasDeferredPrompt = false
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'accepted') recordInstalled()
  else dismissInstallPrompt()
  return outcome
}
