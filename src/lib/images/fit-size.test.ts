import { describe, expect, it } from 'vitest'
import { fitWithin, orientedSize } from './fit-size.ts'

describe('fitWithin: the stored size', () => {
  it("brings a phone photo's longest side to the bound, keeping its shape", () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 2048)).toEqual({ width: 2048, height: 1536 })
    expect(fitWithin({ width: 3024, height: 4032 }, 2048)).toEqual({ width: 1536, height: 2048 })
    expect(fitWithin({ width: 4000, height: 1800 }, 2048)).toEqual({ width: 2048, height: 922 })
    expect(fitWithin({ width: 5000, height: 5000 }, 2048)).toEqual({ width: 2048, height: 2048 })
  })

  it('never upscales, and never rounds a side to nothing', () => {
    expect(fitWithin({ width: 1600, height: 1200 }, 2048)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin({ width: 2048, height: 10 }, 2048)).toEqual({ width: 2048, height: 10 })
    expect(fitWithin({ width: 20000, height: 3 }, 2048)).toEqual({ width: 2048, height: 1 })
    expect(fitWithin({ width: 300, height: 200 }, 0)).toEqual({ width: 1, height: 1 })
  })
})

describe('orientedSize', () => {
  it('swaps the sides for the quarter-turn orientations only', () => {
    const stored = { width: 4032, height: 3024 }
    for (const o of [null, 1, 2, 3, 4] as const) expect(orientedSize(stored, o)).toEqual(stored)
    for (const o of [5, 6, 7, 8] as const) {
      expect(orientedSize(stored, o)).toEqual({ width: 3024, height: 4032 })
    }
  })
})
