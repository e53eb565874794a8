import { describe, expect, it } from 'vitest'
import { lookBack } from './lookback.ts'

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
})
