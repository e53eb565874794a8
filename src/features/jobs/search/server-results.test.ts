import { describe, expect, it } from 'vitest'
import { parseJobSearch } from './job-search.ts'
import {
  appendPage,
  isServerSearch,
  notOnDevice,
  serverSearchKey,
  toServerQuery,
} from './server-results.ts'

const job = (id: string, title = id) => ({ id, title })

describe('Find Jobs server results', () => {
  it('asks the server only for a search: words or a filter, not the sort alone', () => {
    expect(isServerSearch(parseJobSearch({}))).toBe(false)
    expect(isServerSearch(parseJobSearch({ sort: 'budget_desc' }))).toBe(false)
    expect(isServerSearch({ q: '   ' })).toBe(false)
    expect(isServerSearch(parseJobSearch({ q: 'plumber' }))).toBe(true)
    expect(isServerSearch(parseJobSearch({ province: 'Yukon' }))).toBe(true)
  })

  it("maps the page's filters to search-jobs fields, leaving out what is unset", () => {
    const search = parseJobSearch({
      q: ' plumber whitehorse ',
      trade: 'plumbing',
      province: 'Yukon',
      city: 'Whitehorse',
      level: 'experienced',
      type: 'contract',
      urgency: 'asap',
      unit: 'fixed',
      budgetMin: '5000',
      budgetMax: '20000',
      featured: 'true',
      sort: 'budget_desc',
    })
    expect(toServerQuery(search)).toEqual({
      query: 'plumber whitehorse',
      trade: 'plumbing',
      province: 'Yukon',
      city: 'Whitehorse',
      experienceLevel: 'experienced',
      workType: 'contract',
      urgency: 'asap',
      budgetMin: 5000,
      budgetMax: 20000,
      featuredOnly: true,
      payUnit: 'fixed',
    })
    expect(toServerQuery({ q: '  ', city: ' ' })).toEqual({})
  })

  it('keys a search by what the server sees: the sort and spacing do not count', () => {
    const a = serverSearchKey(parseJobSearch({ q: 'roof', sort: 'urgent_first' }))
    expect(serverSearchKey({ q: ' roof ' })).toBe(a)
    expect(serverSearchKey({ q: 'roofer' })).not.toBe(a)
  })

  it('adds a page after the last, each job once', () => {
    const first = [job('a'), job('b')]
    expect(appendPage(first, [job('b', 'b again'), job('c')])).toEqual([
      job('a'),
      job('b'),
      job('c'),
    ])
    expect(appendPage([], [job('x'), job('x')])).toEqual([job('x')])
    expect(first).toHaveLength(2)
  })

  it('shows only the server jobs this device does not hold, in server order', () => {
    const server = [job('c'), job('a'), job('d')]
    expect(notOnDevice(server, new Set(['a', 'b']))).toEqual([job('c'), job('d')])
    expect(notOnDevice(server, new Set())).toEqual(server)
  })
})
