// The consistency signals: a user agent naming another OS than the browser's platform, and a
// named time zone that disagrees with the clock's offset. Real phones, tablets in desktop mode,
// ChromeOS and older clients that send neither field never trip them.
import { describe, expect, it } from 'vitest'
import {
  band,
  fingerprintSignals,
  platformMismatch,
  timezoneMismatch,
  total,
  zoneOffset,
  type Fingerprint,
} from '../../functions/_shared/crawler-scoring.ts'

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const CROS =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
const JAN = Date.UTC(2026, 0, 15, 12)
const JUL = Date.UTC(2026, 6, 15, 12)

describe('platform consistency', () => {
  it.each([
    [WINDOWS, 'Win32'],
    [ANDROID, 'Linux armv8l'],
    [IPAD_DESKTOP, 'MacIntel'],
    [CROS, 'Linux x86_64'],
    [WINDOWS, ''],
    ['curl/8.5', 'Linux x86_64'],
  ])('%s on %s is consistent', (ua, platform) => expect(platformMismatch(ua, platform)).toBe(false))
  it('a Windows user agent from a Linux browser is not', () => {
    expect(platformMismatch(WINDOWS, 'Linux x86_64')).toBe(true)
    expect(platformMismatch(ANDROID, 'Win32')).toBe(true)
  })
})

describe('time zone consistency', () => {
  it('knows offsets, with daylight saving and half hours', () => {
    expect(zoneOffset('America/Toronto', JAN)).toBe(300)
    expect(zoneOffset('America/Toronto', JUL)).toBe(240)
    expect(zoneOffset('America/St_Johns', JAN)).toBe(210)
    expect(zoneOffset('UTC', JUL)).toBe(0)
    expect(zoneOffset('Not/AZone', JUL)).toBeNull()
  })
  it('flags a zone an hour or more away from the clock; missing values never flag', () => {
    expect(timezoneMismatch('America/Toronto', 240, JUL)).toBe(false)
    expect(timezoneMismatch('America/Toronto', 0, JUL)).toBe(true)
    expect(timezoneMismatch('America/Vancouver', 240, JUL)).toBe(true)
    expect(timezoneMismatch('America/Toronto', null, JUL)).toBe(false)
    expect(timezoneMismatch('America/Toronto', undefined, JUL)).toBe(false)
    expect(timezoneMismatch('Not/AZone', 0, JUL)).toBe(false)
  })
})

describe('in the fingerprint score', () => {
  const automated: Fingerprint = {
    userAgent: WINDOWS,
    platform: 'Linux x86_64',
    screenResolution: '1920x1080',
    timezone: 'America/Toronto',
    timezoneOffset: 0,
    measuredAt: JUL,
    language: 'en-US',
    plugins: '["PDF Viewer"]',
    canvasFingerprint: 'c',
    webglFingerprint: 'w',
    audioFingerprint: 'a',
    webdriver: true,
  }
  it('each inconsistency adds its points; with the webdriver flag it is a challenge', () => {
    const signals = fingerprintSignals(automated)
    expect(signals).toEqual({ webdriver: 80, inconsistent_platform: 40, inconsistent_timezone: 30 })
    expect(band(total(signals).score)).toBe('challenge')
  })
  it('the same browser without automation and with a matching clock scores nothing', () => {
    expect(
      fingerprintSignals({
        ...automated,
        platform: 'Win32',
        timezoneOffset: 240,
        webdriver: false,
      }),
    ).toEqual({})
  })
})
