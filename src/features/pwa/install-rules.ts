// When the install prompt may show (spec sections 2, 4, 9): mobile only, 3 s after load, never in
// the installed app, and not for 7 days after "Not now". Pure: the caller passes the clock.
import type { InstallRecord } from './install-storage.ts'

export const INSTALL_PROMPT_DELAY_MS = 3_000
export const INSTALL_DISMISS_MS = 7 * 24 * 60 * 60 * 1000
export const MOBILE_BREAKPOINT_PX = 768

export interface DeviceInfo {
  viewportWidth: number
  coarsePointer: boolean
  userAgent: string
  maxTouchPoints: number
  /** `(display-mode: standalone)` (or fullscreen/minimal-ui) matches: running as the app. */
  displayStandalone: boolean
  /** iOS Safari's navigator.standalone: opened from the home screen. */
  navigatorStandalone: boolean
}

/** 'native' = Chromium's own install dialog; 'ios' = Share -> Add to Home Screen steps. */
export type InstallVariant = 'native' | 'ios'

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile/i

export function isMobileDevice(device: DeviceInfo): boolean {
  return (
    device.viewportWidth < MOBILE_BREAKPOINT_PX ||
    device.coarsePointer ||
    MOBILE_UA.test(device.userAgent)
  )
}

export function isRunningInstalled(device: DeviceInfo): boolean {
  return device.displayStandalone || device.navigatorStandalone
}

/** Safari on iPhone/iPad (iPadOS reports a Mac user agent, but with touch points). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
}

export function isDismissalActive(record: InstallRecord, now: number): boolean {
  return record.dismissedAt !== undefined && now - record.dismissedAt < INSTALL_DISMISS_MS
}

export interface InstallPromptInput {
  device: DeviceInfo
  record: InstallRecord
  /** The time the 3 s delay elapsed, or null while it is still running. */
  readyAt: number | null
  /** A `beforeinstallprompt` event was captured and not used yet. */
  hasDeferredPrompt: boolean
}

/** Which install prompt to show now, or null for none. */
export function installPromptVariant(input: InstallPromptInput): InstallVariant | null {
  const { device, record, readyAt } = input
  if (readyAt === null) return null
  if (!isMobileDevice(device) || isRunningInstalled(device)) return null
  if (record.installedAt !== undefined || isDismissalActive(record, readyAt)) return null
  if (input.hasDeferredPrompt) return 'native'
  return isIosSafari(device.userAgent, device.maxTouchPoints) ? 'ios' : null
}

export function readDeviceInfo(win: Window): DeviceInfo {
  const matches = (query: string) =>
    typeof win.matchMedia === 'function' && win.matchMedia(query).matches
  const nav = win.navigator as Navigator & { standalone?: boolean }
  return {
    viewportWidth: win.innerWidth,
    coarsePointer: matches('(pointer: coarse)'),
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    displayStandalone:
      matches('(display-mode: standalone)') ||
      matches('(display-mode: fullscreen)') ||
      matches('(display-mode: minimal-ui)'),
    navigatorStandalone: nav.standalone === true,
  }
}

/**
 * How this device installs the app, for the Mobile App page's instructions: 'native' when the
 * browser handed over its install dialog, else the steps of the browser's own menu; 'unsupported'
 * for a browser that cannot install web apps (Firefox on a computer).
 */
export type InstallGuide =
  'installed' | 'native' | 'ios' | 'android' | 'desktop' | 'macSafari' | 'unsupported'

export function installGuideFor(device: DeviceInfo, hasDeferredPrompt: boolean): InstallGuide {
  const ua = device.userAgent
  if (isRunningInstalled(device)) return 'installed'
  if (hasDeferredPrompt) return 'native'
  // Every iOS browser adds to the home screen through the Share sheet (iOS 16.4 and later).
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && device.maxTouchPoints > 1)) {
    return 'ios'
  }
  // Chrome, Samsung Internet, Edge and Firefox on Android all install from their menu.
  if (/Android/.test(ua)) return 'android'
  if (/Firefox\//.test(ua)) return 'unsupported'
  if (/Chrome\/|Chromium\/|Edg\//.test(ua)) return 'desktop'
  if (/Macintosh/.test(ua) && /Version\/\d+.*Safari\//.test(ua)) return 'macSafari'
  return 'unsupported'
}
