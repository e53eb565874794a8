import { describe, expect, it } from 'vitest'
import { limitedLookBack, lookBack, LOOKBACKS_PER_CHECKPOINT } from './lookback.ts'

describe('[SYNC-LIVE-3] look-back checkpoint', () => {
  it('moves the checkpoint 60 s back in Postgres-comparable UTC text', () => {
    expect(lookBack({ id: 'a', modified: '2026-11-21T19:45:52.123456+00:00' })).toEqual({
      id: 'a',
      modified: '2026-11-21T19:44:52.123+00:00',
    })
  })
  it('handles other offsets and keeps an unparsable checkpoint', () => {
    expect(lookBack({ id: 'b', modified: '2026-11-21T14:45:52-05:00' }, 1000).modified).toBe(
      '2026-11-21T19:45:51.000+00:00',
    )
    expect(lookBack({ id: 'c', modified: 'garbage' })).toEqual({ id: 'c', modified: 'garbage' })
  })
  it('looks back from one checkpoint a limited number of times, and again once it moves', () => {
    const from = limitedLookBack()
    const a = { id: 'a', modified: '2026-11-21T19:45:52.123456+00:00' }
    const b = { id: 'b', modified: '2026-11-21T19:46:10.000000+00:00' }
    const seen = Array.from({ length: LOOKBACKS_PER_CHECKPOINT + 2 }, () => from(a))
    expect(seen.slice(0, LOOKBACKS_PER_CHECKPOINT)).toEqual(
      Array.from({ length: LOOKBACKS_PER_CHECKPOINT }, () => lookBack(a)),
    )
    expect(seen.slice(LOOKBACKS_PER_CHECKPOINT)).toEqual([a, a])
    expect(from(b)).toEqual(lookBack(b))
    // The same time with another row is another checkpoint.
    expect(from({ ...b, id: 'c' })).toEqual(lookBack({ ...b, id: 'c' }))
  })
})
