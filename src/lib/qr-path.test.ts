import { describe, expect, it } from 'vitest'
import { QR_QUIET_ZONE, qrPath } from './qr-path.ts'

/** The dark modules the path draws, as "x,y" in the code's own coordinates. */
function darkModules(path: string): Set<string> {
  const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)]
  expect(squares.map((m) => m[0]).join('')).toBe(path)
  return new Set(
    squares.map((m) => `${Number(m[1]) - QR_QUIET_ZONE},${Number(m[2]) - QR_QUIET_ZONE}`),
  )
}

/** A finder pattern: a dark 7x7 ring, a light ring inside it and a dark 3x3 centre. */
function hasFinder(dark: Set<string>, left: number, top: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = x === 0 || y === 0 || x === 6 || y === 6
      const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4
      if (dark.has(`${left + x},${top + y}`) !== (ring || centre)) return false
    }
  }
  return true
}

describe('qrPath', () => {
  it('draws a QR code: finder patterns in three corners, a quiet zone around it', () => {
    const { size, path } = qrPath('http://localhost:4173/')
    const modules = size - 2 * QR_QUIET_ZONE
    // Versions grow in steps of 4 modules from 21.
    expect((modules - 21) % 4).toBe(0)
    const dark = darkModules(path)
    expect(hasFinder(dark, 0, 0)).toBe(true)
    expect(hasFinder(dark, modules - 7, 0)).toBe(true)
    expect(hasFinder(dark, 0, modules - 7)).toBe(true)
    expect(hasFinder(dark, modules - 7, modules - 7)).toBe(false)
    const inside = [...dark].every((m) => {
      const [x, y] = m.split(',').map(Number)
      return x! >= 0 && y! >= 0 && x! < modules && y! < modules
    })
    expect(inside).toBe(true)
  })

  it('draws a longer address as a larger code, and different addresses differently', () => {
    const short = qrPath('https://craftlink.ca/')
    const long = qrPath(`https://craftlink.ca/${'jobs/'.repeat(20)}`)
    expect(long.size).toBeGreaterThan(short.size)
    expect(qrPath('https://craftlink.ca/a').path).not.toBe(qrPath('https://craftlink.ca/b').path)
  })
})
