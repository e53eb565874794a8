// Crawler scoring: each signal, the bands, and that an ordinary phone or desktop scores 0.
import { describe, expect, it } from 'vitest'
import {
  allowedIps,
  band,
  describe as describeSignals,
  fingerprintSignals,
  rateSignals,
  reportSignals,
  total,
  userAgentSignals,
  type Fingerprint,
} from '../../functions/_shared/crawler-scoring.ts'

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const person: Fingerprint = {
  userAgent: DESKTOP,
  screenResolution: '1920x1080',
  timezone: 'America/Toronto',
  language: 'en-CA',
  plugins: '["PDF Viewer"]',
  canvasFingerprint: 'c1',
  webglFingerprint: 'w1',
  audioFingerprint: 'a1',
  webdriver: false,
}

describe('bands', () => {
  it.each([
    [0, 'allow'],
    [49, 'allow'],
    [50, 'log'],
    [99, 'log'],
    [100, 'challenge'],
    [199, 'challenge'],
    [200, 'block'],
    [500, 'block'],
  ] as const)('score %i -> %s', (score, expected) => expect(band(score)).toBe(expected))
})

describe('signals', () => {
  it('a person on a desktop or a phone without plugins scores nothing', () => {
    expect(fingerprintSignals(person)).toEqual({})
    expect(fingerprintSignals({ ...person, userAgent: PHONE, plugins: '[]' })).toEqual({})
  })
  it('flags headless and automation user agents and a missing one', () => {
    expect(userAgentSignals('Mozilla/5.0 HeadlessChrome/131.0')).toEqual({
      headless_user_agent: 100,
    })
    expect(userAgentSignals('python-requests/2.32')).toEqual({ automation_user_agent: 120 })
    expect(userAgentSignals('')).toEqual({ missing_user_agent: 60 })
    expect(userAgentSignals(null)).toEqual({ missing_user_agent: 60 })
  })
  it('flags webdriver, missing desktop plugins, bad screen and timezone, missing fingerprints', () => {
    expect(fingerprintSignals({ ...person, webdriver: true })).toEqual({ webdriver: 80 })
    expect(fingerprintSignals({ ...person, plugins: '' })).toEqual({ no_plugins: 20 })
    expect(fingerprintSignals({ ...person, screenResolution: '0x0' })).toEqual({
      invalid_screen: 40,
    })
    expect(fingerprintSignals({ ...person, timezone: '' })).toEqual({ invalid_timezone: 25 })
    expect(fingerprintSignals({ ...person, timezone: 'UTC' })).toEqual({ server_timezone: 15 })
    expect(fingerprintSignals({ ...person, language: '' })).toEqual({ missing_language: 15 })
    expect(
      fingerprintSignals({
        ...person,
        canvasFingerprint: '',
        webglFingerprint: '',
        audioFingerprint: '',
      }),
    ).toEqual({ no_canvas: 15, no_webgl: 15, no_audio: 10 })
  })
  it('a headless browser driven by webdriver is challenged; with a bot user agent it is blocked', () => {
    const headless = total(
      fingerprintSignals({
        ...person,
        userAgent: 'Mozilla/5.0 HeadlessChrome/131.0',
        webdriver: true,
      }),
    )
    expect(band(headless.score)).toBe('challenge')
    const bot = total(
      fingerprintSignals({
        ...person,
        userAgent: 'Scrapy/2.11 (+https://scrapy.org)',
        webdriver: true,
      }),
    )
    expect(bot.score).toBe(200)
    expect(band(bot.score)).toBe('block')
  })
  it('request rate tiers and capped behaviour reports', () => {
    expect(rateSignals(30)).toEqual({})
    expect(rateSignals(31)).toEqual({ request_rate: 40 })
    expect(rateSignals(61)).toEqual({ request_rate: 80 })
    expect(rateSignals(121)).toEqual({ request_rate: 150 })
    expect(reportSignals([])).toEqual({})
    expect(reportSignals(['low', 'medium'])).toEqual({ behaviour_reports: 25 })
    expect(reportSignals(Array(20).fill('high'))).toEqual({ behaviour_reports: 150 })
  })
  it('total counts a signal once even when two sources report it', () => {
    expect(
      total({ headless_user_agent: 100 }, { headless_user_agent: 100, webdriver: 80 }),
    ).toEqual({
      score: 180,
      signals: { headless_user_agent: 100, webdriver: 80 },
    })
    expect(describeSignals({ webdriver: 80, headless_user_agent: 100 })).toBe(
      'headless user agent; webdriver',
    )
    expect(describeSignals({})).toBe('no signals')
  })
})

describe('CRAWLER_ALLOW_IPS', () => {
  it('defaults to loopback, accepts a list, and an empty value allows nothing', () => {
    expect([...allowedIps(undefined)]).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
    expect([...allowedIps(' 10.0.0.1, 10.0.0.2 ')]).toEqual(['10.0.0.1', '10.0.0.2'])
    expect(allowedIps('').size).toBe(0)
  })
})
