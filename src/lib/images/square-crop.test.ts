import { describe, expect, it } from 'vitest'
import {
  CENTERED_CROP,
  cropRectOf,
  MAX_CROP_ZOOM,
  squareCropRect,
  squareOutputSide,
} from './square-crop.ts'

const landscape = { width: 4000, height: 3000 }

describe('squareCropRect: the square a profile photo is cut from', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(squareCropRect(landscape, CENTERED_CROP)).toEqual({ x: 500, y: 0, side: 3000 })
    expect(squareCropRect({ width: 3000, height: 4000 }, CENTERED_CROP)).toEqual({
      x: 0,
      y: 500,
      side: 3000,
    })
  })

  it("zooms into the point under the frame's centre", () => {
    // A face in the upper-left third, zoomed 3x: a 1000 px square centred on it.
    expect(squareCropRect(landscape, { zoom: 3, centerX: 1 / 3, centerY: 1 / 3 })).toEqual({
      x: 833,
      y: 500,
      side: 1000,
    })
  })

  it("slides back inside at the image's edges, as the cropper's frame stops there", () => {
    expect(squareCropRect(landscape, { zoom: 2, centerX: 0, centerY: 1 })).toEqual({
      x: 0,
      y: 1500,
      side: 1500,
    })
    expect(squareCropRect(landscape, { zoom: 1, centerX: 1, centerY: 0.5 })).toEqual({
      x: 1000,
      y: 0,
      side: 3000,
    })
  })

  it('clamps the zoom and ignores values that are not numbers', () => {
    expect(squareCropRect(landscape, { zoom: 0.2, centerX: 0.5, centerY: 0.5 }).side).toBe(3000)
    expect(squareCropRect(landscape, { zoom: 1000, centerX: 0.5, centerY: 0.5 }).side).toBe(
      3000 / MAX_CROP_ZOOM,
    )
    expect(squareCropRect(landscape, { zoom: NaN, centerX: Infinity, centerY: NaN })).toEqual(
      squareCropRect(landscape, CENTERED_CROP),
    )
  })

  it('always lies inside the image', () => {
    for (let i = 0; i < 500; i++) {
      const size = { width: 1 + ((i * 7919) % 5000), height: 1 + ((i * 104729) % 5000) }
      const rect = squareCropRect(size, {
        zoom: (i % 13) - 2,
        centerX: ((i * 37) % 140) / 100 - 0.2,
        centerY: ((i * 53) % 140) / 100 - 0.2,
      })
      expect(rect.side).toBeGreaterThanOrEqual(1)
      expect(rect.x).toBeGreaterThanOrEqual(0)
      expect(rect.y).toBeGreaterThanOrEqual(0)
      expect(rect.x + rect.side).toBeLessThanOrEqual(size.width)
      expect(rect.y + rect.side).toBeLessThanOrEqual(size.height)
    }
  })
})

describe('squareOutputSide', () => {
  it('is the wanted size, or the square itself when smaller (no upscaling)', () => {
    expect(squareOutputSide({ x: 0, y: 0, side: 3000 }, 512)).toBe(512)
    expect(squareOutputSide({ x: 0, y: 0, side: 300 }, 512)).toBe(300)
  })
})

describe('cropRectOf: a square a cropper measured in pixels', () => {
  it('is kept as it is when it lies inside the image', () => {
    expect(cropRectOf(landscape, { x: 120, y: 40, size: 900 })).toEqual({
      x: 120,
      y: 40,
      side: 900,
    })
    expect(cropRectOf(landscape, { zoom: 2, centerX: 0.5, centerY: 0.5 })).toEqual({
      x: 1250,
      y: 750,
      side: 1500,
    })
  })

  it('is pulled back inside when it overhangs, shrunk when larger than the image', () => {
    expect(cropRectOf(landscape, { x: 3500, y: -10, size: 1000 })).toEqual({
      x: 3000,
      y: 0,
      side: 1000,
    })
    expect(cropRectOf(landscape, { x: 0, y: 0, size: 9999 })).toEqual({ x: 0, y: 0, side: 3000 })
    expect(cropRectOf(landscape, { x: NaN, y: 10.4, size: NaN })).toEqual({
      x: 0,
      y: 0,
      side: 3000,
    })
  })
})
