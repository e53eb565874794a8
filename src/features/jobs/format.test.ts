import { describe, expect, it } from 'vitest'
import { formatMoney, timeAgo } from './format.ts'

describe('jobs formats', () => {
  it('shows whole Canadian dollars', () => {
    expect(formatMoney(42000)).toBe('$42,000')
  })

  it('says how long ago, in the largest fitting unit', () => {
    const now = Date.parse('2026-11-21T20:00:00Z')
    // ICU versions abbreviate differently ("2 hr. ago", "2 hrs ago").
    expect(timeAgo('2026-11-21T18:00:00Z', now)).toMatch(/^2 hrs?\.? ago$/)
    expect(timeAgo('2026-11-21T19:55:00Z', now)).toMatch(/^5 mins?\.? ago$/)
    expect(timeAgo('2026-11-20T20:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('not a time', now)).toBe('')
  })
})
