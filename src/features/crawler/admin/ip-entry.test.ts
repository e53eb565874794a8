// IP entry rules (spec section 5) and score badge thresholds (spec section 9).
import { describe, expect, it } from 'vitest'
import { defaultExpiry, toIpEntry } from './ip-entry.ts'
import { scoreTone } from './score-badge.ts'

describe('IP entries', () => {
  it('does nothing when the IP is empty after trimming', () => {
    expect(toIpEntry('whitelist', '', 'x', 0)).toBeNull()
    expect(toIpEntry('blacklist', '  \t ', '', 24)).toBeNull()
  })
  it('trims the IP and defaults the reason per list', () => {
    expect(toIpEntry('whitelist', ' 203.0.113.7 ', '', 0)).toEqual({
      ip: '203.0.113.7',
      reason: 'Manual whitelist',
      durationHours: null,
    })
    expect(toIpEntry('blacklist', '2001:db8::1', '   ', 24)).toEqual({
      ip: '2001:db8::1',
      reason: 'Manual blacklist',
      durationHours: 24,
    })
  })
  it('keeps a given reason (trimmed) and any text as IP: the spec shows no format check', () => {
    expect(toIpEntry('blacklist', 'office-nat', ' scraping /jobs ', 168)).toEqual({
      ip: 'office-nat',
      reason: 'scraping /jobs',
      durationHours: 168,
    })
  })
  it('blacklists default to 24 hours, whitelists to never', () => {
    expect(defaultExpiry('blacklist')).toBe(24)
    expect(defaultExpiry('whitelist')).toBe(0)
  })
})

describe('score badge', () => {
  it.each([
    [0, 'secondary'],
    [99, 'secondary'],
    [100, 'default'],
    [199, 'default'],
    [200, 'destructive'],
    [450, 'destructive'],
  ] as const)('score %i is %s', (score, tone) => expect(scoreTone(score)).toBe(tone))
})
