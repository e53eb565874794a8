import { describe, expect, it } from 'vitest'
import { activeFilterCount, jobSearchToParams, NO_FILTERS, parseJobSearch } from './job-search.ts'

describe('Find Jobs search params', () => {
  it('round-trips every filter through the URL form', () => {
    const params = {
      q: 'panel upgrade',
      trade: 'electrical',
      province: 'British Columbia',
      city: 'Surrey',
      level: 'experienced',
      type: 'contract',
      urgency: 'asap',
      budgetMin: '5000',
      budgetMax: '20000',
      featured: 'true',
      sort: 'budget_desc',
    }
    const parsed = parseJobSearch(params)
    expect(parsed).toEqual({
      ...params,
      budgetMin: 5000,
      budgetMax: 20000,
      featured: true,
    })
    expect(jobSearchToParams(parsed)).toEqual(params)
    expect(parseJobSearch(jobSearchToParams(parsed))).toEqual(parsed)
  })

  it('drops malformed values instead of failing the page', () => {
    const parsed = parseJobSearch({
      trade: 'astronaut',
      province: 'Texas',
      budgetMin: '12.5',
      budgetMax: '-3',
      featured: 'yes',
      sort: 'random',
      q: '   ',
      level: 'guru',
    })
    expect(jobSearchToParams(parsed)).toEqual({})
    expect(activeFilterCount(parsed)).toBe(0)
  })

  it('leaves the default sort and blanks out of the URL, trims text', () => {
    const parsed = parseJobSearch({ sort: 'newest', q: '  roof  ', city: '' })
    expect(jobSearchToParams(parsed)).toEqual({ q: 'roof' })
  })

  it('reads shared links that mark featured with 1', () => {
    expect(parseJobSearch({ featured: '1' }).featured).toBe(true)
  })

  it('counts filters in use, not the search text or the sort', () => {
    const parsed = parseJobSearch({ q: 'x', sort: 'urgent_first', trade: 'solar', featured: '1' })
    expect(activeFilterCount(parsed)).toBe(2)
  })

  it('"Clear filters" clears every filter and keeps the search text and the sort', () => {
    const parsed = parseJobSearch({
      q: 'roof',
      sort: 'budget_desc',
      trade: 'roofing',
      province: 'Ontario',
      city: 'Ottawa',
      level: 'experienced',
      type: 'contract',
      urgency: 'urgent',
      unit: 'hourly',
      budgetMin: '20',
      budgetMax: '60',
      featured: 'true',
    })
    expect(activeFilterCount(parsed)).toBe(10)
    const cleared = { ...parsed, ...NO_FILTERS }
    expect(activeFilterCount(cleared)).toBe(0)
    expect(jobSearchToParams(cleared)).toEqual({ q: 'roof', sort: 'budget_desc' })
  })
})
