// Issue 41: Chrome's richer install dialog needs screenshots in the manifest, one narrow (phone)
// and one wide (desktop), whose stated sizes are the files' real ones.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { manifest } from '../../../build/pwa.ts'

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('install screenshots', () => {
  const shots = manifest.screenshots ?? []

  it('has a narrow and a wide one, each labelled', () => {
    expect(shots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide'])
    for (const shot of shots) expect(shot.label?.length ?? 0).toBeGreaterThan(10)
  })

  it('states each file’s real size, within what Chrome accepts', () => {
    for (const shot of shots) {
      const { width, height } = pngSize(join('public', shot.src))
      expect(shot.sizes).toBe(`${width}x${height}`)
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320)
      expect(Math.max(width, height)).toBeLessThanOrEqual(3840)
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3)
      if (shot.form_factor === 'wide') expect(width).toBeGreaterThan(height)
      else expect(height).toBeGreaterThan(width)
    }
  })
})
