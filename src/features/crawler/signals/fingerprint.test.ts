// The fingerprint payload has every field of spec section 3 and never throws where a probe is
// unavailable (jsdom has no canvas, WebGL or audio: those come back empty for the server to score).
import { describe, expect, it } from 'vitest'
import { collectFingerprint, digest, timeZoneOf } from './fingerprint.ts'

describe('fingerprint', () => {
  it('digest is short, stable and tells inputs apart', () => {
    expect(digest('abc')).toMatch(/^[0-9a-f]{8}$/)
    expect(digest('abc')).toBe(digest('abc'))
    expect(digest('abc')).not.toBe(digest('abd'))
  })
  it('collects the spec fields', async () => {
    const fp = await collectFingerprint()
    expect(Object.keys(fp).sort()).toEqual(
      [
        'audioFingerprint',
        'canvasFingerprint',
        'language',
        'platform',
        'plugins',
        'screenResolution',
        'timezone',
        'timezoneOffset',
        'userAgent',
        'webdriver',
        'webglFingerprint',
      ].sort(),
    )
    expect(fp.userAgent).toBe(navigator.userAgent)
    expect(fp.screenResolution).toMatch(/^\d+x\d+$/)
    expect(fp.timezone).not.toBe('')
    expect(Array.isArray(fp.plugins)).toBe(true)
    expect(fp.audioFingerprint).toBe('')
  })
  it('takes the time zone from Temporal when the browser has it, else from Intl', () => {
    expect(timeZoneOf({ Temporal: { Now: { timeZoneId: () => 'America/Edmonton' } } })).toBe(
      'America/Edmonton',
    )
    expect(timeZoneOf({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    const broken = {
      Temporal: {
        Now: {
          timeZoneId: () => {
            throw new Error('no time zone')
          },
        },
      },
    }
    expect(timeZoneOf(broken)).toBe('')
  })
})
