import { describe, expect, it } from 'vitest'
import { contrastRatio, parseHex, relativeLuminance } from './contrast.ts'

describe('contrastRatio', () => {
  it('spans 1 (same colour) to 21 (black on white), in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#e8590c', '#e8590c')).toBe(1)
  })

  it('matches the ratios axe reported for the old theme (issue 41)', () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2)
    expect(contrastRatio('#ffffff', '#e8590c')).toBeCloseTo(3.58, 2)
    expect(contrastRatio('#d9480f', '#ffe8cc')).toBeCloseTo(3.61, 1)
    expect(contrastRatio('#099268', '#ffffff')).toBeCloseTo(3.95, 2)
    expect(contrastRatio('#ffffff', '#f08c00')).toBeCloseTo(2.48, 2)
  })

  it('puts #767676 on white just over the 4.5:1 line, as the WCAG examples do', () => {
    expect(contrastRatio('#767676', '#fff')).toBeGreaterThan(4.5)
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(4.5)
  })
})

describe('relativeLuminance and parseHex', () => {
  it('reads short and long hex in any case', () => {
    expect(parseHex('#FA0')).toEqual([255, 170, 0])
    expect(parseHex('#ffaa00')).toEqual([255, 170, 0])
    expect(relativeLuminance('#fff')).toBe(1)
    expect(relativeLuminance('#000')).toBe(0)
  })

  it('refuses what is not a hex colour instead of guessing', () => {
    expect(() => parseHex('orange')).toThrow(/Not a hex colour/)
    expect(() => parseHex('var(--mantine-color-orange-8)')).toThrow()
    expect(() => parseHex('#12345')).toThrow()
  })
})
