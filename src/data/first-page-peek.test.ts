// The database waits for peeked rows only while a prefetched peek is pending: until the page says
// they are shown (or will not be), and never longer than the deadline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as PeekModule from './first-page-peek.ts'

let peek: typeof PeekModule
beforeEach(async () => {
  vi.resetModules()
  peek = await import('./first-page-peek.ts')
})
afterEach(() => vi.useRealTimers())

const range = {
  collection: 'jobs',
  index: ['status', 'sort_desc'],
  equals: ['open'],
  limit: 30,
} as const

function settled(p: Promise<void>): () => boolean {
  let done = false
  void p.then(() => (done = true))
  return () => done
}

describe('peekedRowsShown', () => {
  it('resolves at once when no peek was prefetched', async () => {
    const isDone = settled(peek.peekedRowsShown())
    await Promise.resolve()
    expect(isDone()).toBe(true)
  })

  it('waits for a prefetched peek until the page notes it done', async () => {
    vi.useFakeTimers()
    peek.prefetchFirstPage(range)
    const isDone = settled(peek.peekedRowsShown())
    await vi.advanceTimersByTimeAsync(peek.PEEK_GATE_DEADLINE_MS - 50)
    expect(isDone()).toBe(false)
    peek.notePeekDone()
    await vi.advanceTimersByTimeAsync(0)
    expect(isDone()).toBe(true)
  })

  it('does not wait past the deadline when the page never says', async () => {
    vi.useFakeTimers()
    peek.prefetchFirstPage(range)
    const isDone = settled(peek.peekedRowsShown())
    await vi.advanceTimersByTimeAsync(peek.PEEK_GATE_DEADLINE_MS - 1)
    expect(isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isDone()).toBe(true)
  })
})
