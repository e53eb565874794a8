import { describe, expect, it } from 'vitest'
import { quoteTotal, yearlyAsHourly } from './rate-quote.ts'

describe('quoteTotal', () => {
  it('multiplies a rate by whole hours, to the cent', () => {
    expect(quoteTotal('58', '160')).toBe(9280)
    expect(quoteTotal(' 42.75 ', '3')).toBe(128.25)
  })

  it('waits for both to be typed as the form accepts them', () => {
    expect(quoteTotal('', '160')).toBeNull()
    expect(quoteTotal('58', '')).toBeNull()
    expect(quoteTotal('58', '7.5')).toBeNull()
    expect(quoteTotal('abc', '10')).toBeNull()
    expect(quoteTotal('58', '0')).toBeNull()
  })
})

describe('yearlyAsHourly', () => {
  it('converts at 2,080 hours a year, in whole dollars', () => {
    expect(yearlyAsHourly(72_000, 88_000)).toEqual({ low: 35, high: 42 })
  })
})
