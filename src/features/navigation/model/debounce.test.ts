import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce, SEARCH_DEBOUNCE_MS, wantsAiRefresh } from './debounce.ts'

describe('search debounce (300 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls once with the last value 300 ms after the last keystroke', () => {
    const seen: string[] = []
    const search = debounce((q: string) => seen.push(q), SEARCH_DEBOUNCE_MS)
    search('j')
    vi.advanceTimersByTime(200)
    search('jo')
    vi.advanceTimersByTime(299)
    expect(seen).toEqual([])
    search('job')
    vi.advanceTimersByTime(299)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['job'])
    vi.advanceTimersByTime(1000)
    expect(seen).toEqual(['job'])
  })

  it('can be cancelled', () => {
    const fn = vi.fn()
    const search = debounce(fn, SEARCH_DEBOUNCE_MS)
    search('x')
    search.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })

  it('asks the AI only for queries over 2 characters', () => {
    expect(wantsAiRefresh('jo')).toBe(false)
    expect(wantsAiRefresh(' jo ')).toBe(false)
    expect(wantsAiRefresh('job')).toBe(true)
  })
})
