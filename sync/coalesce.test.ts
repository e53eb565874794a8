import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coalesce } from './coalesce.ts'

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the first call at once and folds a burst into one run at the end of the window', () => {
    const run = vi.fn()
    const emit = coalesce(run, 100)
    emit()
    expect(run).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 50; i++) emit()
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(99)
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('keeps folding while calls keep coming, one run per window', () => {
    const run = vi.fn()
    const emit = coalesce(run, 100)
    for (let t = 0; t < 1000; t += 10) {
      emit()
      vi.advanceTimersByTime(10)
    }
    // The first at once, then one per window while the calls last.
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(10)
    expect(run.mock.calls.length).toBeLessThanOrEqual(11)
  })

  it('after a quiet window the next call runs at once again', () => {
    const run = vi.fn()
    const emit = coalesce(run, 100)
    emit()
    vi.advanceTimersByTime(100)
    emit()
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('cancel drops the pending run', () => {
    const run = vi.fn()
    const emit = coalesce(run, 100)
    emit()
    emit()
    emit.cancel()
    vi.advanceTimersByTime(500)
    expect(run).toHaveBeenCalledTimes(1)
    // And the next call starts afresh.
    emit()
    expect(run).toHaveBeenCalledTimes(2)
  })
})
