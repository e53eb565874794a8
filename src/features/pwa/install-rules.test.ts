import { describe, expect, it } from 'vitest'
import {
  INSTALL_DISMISS_MS,
  installGuideFor,
  installPromptVariant,
  isDismissalActive,
  isIosSafari,
  isMobileDevice,
  type DeviceInfo,
} from './install-rules.ts'
import { EMPTY_INSTALL_RECORD } from './install-storage.ts'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1'
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

const phone: DeviceInfo = {
  viewportWidth: 390,
  coarsePointer: true,
  userAgent: ANDROID_CHROME,
  maxTouchPoints: 5,
  displayStandalone: false,
  navigatorStandalone: false,
}
const desktop: DeviceInfo = {
  ...phone,
  viewportWidth: 1280,
  coarsePointer: false,
  userAgent: DESKTOP_CHROME,
  maxTouchPoints: 0,
}
const T0 = Date.UTC(2026, 0, 10, 12)

describe('isMobileDevice', () => {
  it('treats a narrow viewport, a coarse pointer or a mobile user agent as mobile', () => {
    expect(isMobileDevice(phone)).toBe(true)
    expect(isMobileDevice({ ...desktop, viewportWidth: 767 })).toBe(true)
    expect(isMobileDevice({ ...desktop, coarsePointer: true })).toBe(true)
    expect(isMobileDevice({ ...desktop, userAgent: IPHONE_SAFARI })).toBe(true)
  })

  it('treats a wide, fine-pointer desktop as not mobile (768 px is the breakpoint)', () => {
    expect(isMobileDevice(desktop)).toBe(false)
    expect(isMobileDevice({ ...desktop, viewportWidth: 768 })).toBe(false)
  })
})

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on iPadOS (desktop user agent, touch points)', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true)
    expect(isIosSafari(IPAD_SAFARI, 5)).toBe(true)
  })

  it('rejects other iOS browsers, Android and desktop Safari', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false)
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false)
    expect(isIosSafari(IPAD_SAFARI, 0)).toBe(false)
  })
})

describe('isDismissalActive', () => {
  it('holds for 7 days after the dismissal and ends exactly then', () => {
    const record = { ...EMPTY_INSTALL_RECORD, dismissedAt: T0 }
    expect(isDismissalActive(record, T0 + 1)).toBe(true)
    expect(isDismissalActive(record, T0 + INSTALL_DISMISS_MS - 1)).toBe(true)
    expect(isDismissalActive(record, T0 + INSTALL_DISMISS_MS)).toBe(false)
    expect(isDismissalActive(EMPTY_INSTALL_RECORD, T0)).toBe(false)
  })
})

describe('installPromptVariant', () => {
  const base = { device: phone, record: EMPTY_INSTALL_RECORD, readyAt: T0, hasDeferredPrompt: true }

  it('shows the native prompt on mobile Chromium once the delay elapsed', () => {
    expect(installPromptVariant(base)).toBe('native')
    expect(installPromptVariant({ ...base, readyAt: null })).toBeNull()
  })

  it('shows Share -> Add to Home Screen steps on iOS Safari, which has no install event', () => {
    const iphone = { ...phone, userAgent: IPHONE_SAFARI }
    expect(installPromptVariant({ ...base, device: iphone, hasDeferredPrompt: false })).toBe('ios')
  })

  it('shows nothing where installing is impossible or unwanted', () => {
    expect(installPromptVariant({ ...base, hasDeferredPrompt: false })).toBeNull()
    expect(installPromptVariant({ ...base, device: desktop })).toBeNull()
    expect(
      installPromptVariant({ ...base, device: { ...phone, displayStandalone: true } }),
    ).toBeNull()
    expect(
      installPromptVariant({ ...base, device: { ...phone, navigatorStandalone: true } }),
    ).toBeNull()
    expect(
      installPromptVariant({ ...base, record: { version: 1, installedAt: T0 - 1 } }),
    ).toBeNull()
  })

  it('respects a dismissal for 7 days', () => {
    const record = { version: 1 as const, dismissedAt: T0 }
    expect(
      installPromptVariant({ ...base, record, readyAt: T0 + INSTALL_DISMISS_MS - 1 }),
    ).toBeNull()
    expect(installPromptVariant({ ...base, record, readyAt: T0 + INSTALL_DISMISS_MS })).toBe(
      'native',
    )
  })
})

describe('installGuideFor (the Mobile App page)', () => {
  const MAC_SAFARI =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
  const MAC_FIREFOX =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:130.0) Gecko/20100101 Firefox/130.0'
  const WINDOWS_EDGE =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0'
  const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0'
  const desktop: DeviceInfo = {
    ...phone,
    viewportWidth: 1366,
    coarsePointer: false,
    maxTouchPoints: 0,
    userAgent: DESKTOP_CHROME,
  }
  const guide = (device: DeviceInfo, prompt = false) => installGuideFor(device, prompt)

  it('says so when the app is already running installed, whatever else holds', () => {
    expect(guide({ ...phone, displayStandalone: true }, true)).toBe('installed')
    expect(guide({ ...phone, userAgent: IPHONE_SAFARI, navigatorStandalone: true })).toBe(
      'installed',
    )
  })

  it("uses the browser's own install dialog when it handed one over", () => {
    expect(guide(phone, true)).toBe('native')
    expect(guide(desktop, true)).toBe('native')
  })

  it('gives the Share sheet steps on every iOS browser, iPadOS included', () => {
    expect(guide({ ...phone, userAgent: IPHONE_SAFARI })).toBe('ios')
    expect(guide({ ...phone, userAgent: IPHONE_CHROME })).toBe('ios')
    expect(guide({ ...phone, userAgent: IPAD_SAFARI, maxTouchPoints: 5 })).toBe('ios')
  })

  it("gives the browser menu's steps on Android and on a computer's Chromium", () => {
    expect(guide(phone)).toBe('android')
    expect(guide({ ...phone, userAgent: ANDROID_FIREFOX })).toBe('android')
    expect(guide(desktop)).toBe('desktop')
    expect(guide({ ...desktop, userAgent: WINDOWS_EDGE })).toBe('desktop')
  })

  it("gives Safari's Add to Dock on a Mac, and says when a browser cannot install", () => {
    expect(guide({ ...desktop, userAgent: MAC_SAFARI })).toBe('macSafari')
    expect(guide({ ...desktop, userAgent: MAC_FIREFOX })).toBe('unsupported')
  })
})
