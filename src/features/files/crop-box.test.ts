import { describe, expect, it } from 'vitest'
import { centredView, clampView, cropRect, zoomView } from './crop-box.ts'

describe('square crop', () => {
  it('keeps the centre square of a landscape photo at zoom 1', () => {
    const view = centredView(256, 4000, 3000)
    expect(cropRect(256, 4000, 3000, view)).toEqual({ x: 500, y: 0, size: 3000 })
  })

  it('cannot be dragged past the photo edges', () => {
    const view = clampView(256, 4000, 3000, { zoom: 1, dx: 50, dy: -80 })
    expect(view.dx).toBe(0)
    expect(view.dy).toBe(0)
    expect(clampView(256, 4000, 3000, { zoom: 1, dx: -9999, dy: 0 }).dx).toBeCloseTo(
      256 - 4000 * (256 / 3000),
    )
  })

  it('zooms about the centre: the middle of the photo stays in the middle', () => {
    const zoomed = zoomView(256, 4000, 3000, centredView(256, 4000, 3000), 2)
    const rect = cropRect(256, 4000, 3000, zoomed)
    expect(rect.size).toBe(1500)
    expect(rect.x + rect.size / 2).toBe(2000)
    expect(rect.y + rect.size / 2).toBe(1500)
  })

  it('never zooms out below covering the box, nor beyond 4x', () => {
    expect(clampView(256, 800, 600, { zoom: 0.2, dx: 0, dy: 0 }).zoom).toBe(1)
    expect(clampView(256, 800, 600, { zoom: 9, dx: 0, dy: 0 }).zoom).toBe(4)
  })
})
