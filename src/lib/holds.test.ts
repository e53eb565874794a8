import { describe, expect, it } from 'vitest'
import { createHolds } from './holds.ts'

describe('holds', () => {
  it('is held until every hold is released, each release counting once', () => {
    let releases = 0
    const holds = createHolds(() => (releases += 1))
    expect(holds.held).toBe(false)
    const a = holds.take()
    const b = holds.take()
    a()
    a()
    expect([holds.held, releases]).toEqual([true, 1])
    b()
    expect([holds.held, releases]).toEqual([false, 2])
  })
})
