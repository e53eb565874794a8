import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { formatMoney, formatPayRange, timeAgo } from './format.ts'

const t = i18n.getFixedT('en', 'jobs')

describe('jobs formats', () => {
  it('shows whole Canadian dollars', () => {
    expect(formatMoney(42000)).toBe('$42,000')
  })

  it('shows a pay range with what it is per (issue 41)', () => {
    const range = (pay_unit: 'hourly' | 'yearly' | 'fixed', min: number, max: number) =>
      formatPayRange({ pay_unit, budget_min: min, budget_max: max }, t)
    expect(range('hourly', 38, 46)).toBe('$38–$46 /h')
    expect(range('yearly', 72000, 88000)).toBe('$72,000–$88,000 /yr')
    expect(range('fixed', 5300, 6800)).toBe('$5,300–$6,800 /contract')
    expect(formatPayRange({ pay_unit: 'hourly', budget_min: null, budget_max: 46 }, t)).toBeNull()
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
