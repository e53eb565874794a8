import { describe, expect, it } from 'vitest'
import {
  exceedsOntarioWidth,
  isPayUnit,
  ontarioMaxWidth,
  implausibleForUnit,
  payUnitFromAmounts,
  HOURS_PER_YEAR,
} from './pay-unit.ts'

describe("Ontario's $50,000 width rule per pay unit", () => {
  it('is $50,000 for yearly ranges and fixed contract totals, $24 an hour at 2,080 hours', () => {
    expect(ontarioMaxWidth('yearly')).toBe(50_000)
    expect(ontarioMaxWidth('fixed')).toBe(50_000)
    expect(ontarioMaxWidth('hourly')).toBe(24)
    expect(24 * HOURS_PER_YEAR).toBeLessThanOrEqual(50_000)
    expect(25 * HOURS_PER_YEAR).toBeGreaterThan(50_000)
  })

  it('refuses only Ontario ranges wider than their unit allows', () => {
    expect(exceedsOntarioWidth('Ontario', 'yearly', 70_000, 120_000)).toBe(false)
    expect(exceedsOntarioWidth('Ontario', 'yearly', 70_000, 120_001)).toBe(true)
    expect(exceedsOntarioWidth('Ontario', 'fixed', 5_000, 55_001)).toBe(true)
    expect(exceedsOntarioWidth('Ontario', 'hourly', 30, 54)).toBe(false)
    expect(exceedsOntarioWidth('Ontario', 'hourly', 30, 55)).toBe(true)
    expect(exceedsOntarioWidth('Quebec', 'hourly', 20, 90)).toBe(false)
    expect(exceedsOntarioWidth('Quebec', 'yearly', 40_000, 150_000)).toBe(false)
  })
})

describe('a range that does not fit its unit', () => {
  it('refuses an hourly rate above $200 and a yearly salary of $200 or less', () => {
    expect(implausibleForUnit('hourly', 40_000, 45_000)).toBe('hourlyTooHigh')
    expect(implausibleForUnit('hourly', 38, 200)).toBeNull()
    expect(implausibleForUnit('yearly', 38, 46_000)).toBe('yearlyTooLow')
    expect(implausibleForUnit('yearly', 201, 46_000)).toBeNull()
    expect(implausibleForUnit('fixed', 150, 90_000)).toBeNull()
  })
})

describe('the unit of a job stored before units', () => {
  it('reads up to $200 as hourly, more as a contract total or a salary', () => {
    expect(payUnitFromAmounts(46, 'full_time')).toBe('hourly')
    expect(payUnitFromAmounts(200, 'contract')).toBe('hourly')
    expect(payUnitFromAmounts(6_800, 'contract')).toBe('fixed')
    expect(payUnitFromAmounts(12_000, 'temporary')).toBe('fixed')
    expect(payUnitFromAmounts(88_000, 'full_time')).toBe('yearly')
    expect(payUnitFromAmounts(40_000, 'part_time')).toBe('yearly')
    expect(payUnitFromAmounts(null, 'full_time')).toBe('hourly')
  })

  it('knows the three units and nothing else', () => {
    expect(['hourly', 'yearly', 'fixed'].every(isPayUnit)).toBe(true)
    expect(isPayUnit('weekly')).toBe(false)
    expect(isPayUnit(undefined)).toBe(false)
  })
})
