import { describe, expect, it } from 'vitest'
import { formatMoney, timeAgo } from './format.ts'

describe('jobs formats', () => {
  it('shows whole Canadian dollars', () => {
    expect(formatMoney(42000)).toBe('$42,000')
  })

  it('says how long ago, in the largest fitting unit', () => {
    const now = Date.parse('2026-11-21T20:00:00Z')
    expect(timeAgo('2026-11-21T18:00:00Z', now)).toBe('2 hr. ago')
    expect(timeAgo('2026-11-21T19:55:00Z', now)).toBe('5 min. ago')
    expect(timeAgo('2026-11-20T20:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('not a time', now)).toBe('')
  })
})
