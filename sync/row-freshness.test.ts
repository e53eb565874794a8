import { describe, expect, it } from 'vitest'
import { modifiedOrder, RowFreshness } from './row-freshness.ts'

describe('modifiedOrder', () => {
  it('keeps the microseconds a JS Date drops', () => {
    expect(modifiedOrder('2026-11-26T03:54:45.549124+00:00')).toBe(
      modifiedOrder('2026-11-26T03:54:45.549123+00:00') + 1,
    )
  })

  it('reads PostgREST, realtime and JS forms of the same instant alike', () => {
    const forms = [
      '2026-11-26T03:54:45.5+00:00',
      '2026-11-26 03:54:45.500000+00',
      '2026-11-26T03:54:45.500Z',
      '2026-11-26T05:24:45.5+0130',
    ]
    expect(new Set(forms.map(modifiedOrder)).size).toBe(1)
  })

  it('is NaN for text that is not a timestamp', () => {
    expect(modifiedOrder('yesterday')).toBeNaN()
  })
})

describe('[SYNC-PULL-2] RowFreshness', () => {
  it('refuses a state older than one seen of the same row, and only of that row', () => {
    const f = new RowFreshness()
    expect(f.admit('a', '2026-11-26T03:54:45.000002+00:00')).toBe(true)
    expect(f.admit('a', '2026-11-26T03:54:45.000001+00:00')).toBe(false)
    expect(f.admit('b', '2026-11-26T03:54:45.000001+00:00')).toBe(true)
  })

  it('lets the same state through again (a page and its event)', () => {
    const f = new RowFreshness()
    expect(f.admit('a', '2026-11-26T03:54:45.1+00:00')).toBe(true)
    expect(f.admit('a', '2026-11-26T03:54:45.100000+00:00')).toBe(true)
  })

  it('moves on to a newer state and judges later ones against it', () => {
    const f = new RowFreshness()
    f.admit('a', '2026-11-26T03:54:45+00:00')
    expect(f.admit('a', '2026-11-26T03:54:46+00:00')).toBe(true)
    expect(f.admit('a', '2026-11-26T03:54:45.5+00:00')).toBe(false)
  })

  it('lets a state with no readable stamp through without recording it', () => {
    const f = new RowFreshness()
    expect(f.admit('a', undefined)).toBe(true)
    expect(f.admit('a', '2026-11-26T03:54:45+00:00')).toBe(true)
  })
})
