// The square a profile photo or logo is cut from. A cropper gives either its state, a zoom and
// the point of the image under the frame's centre (independent of the image's pixel size, so a
// preview and the full image may differ), or a square it measured in the image's own pixels.
import type { Size } from './image-size.ts'

export interface SquareCrop {
  /** 1 = the largest square that fits; 2 = a square half as wide; at most MAX_CROP_ZOOM. */
  zoom: number
  /** The point under the frame's centre, as a fraction of the image's width (0 left, 1 right). */
  centerX: number
  /** The same, of its height (0 top, 1 bottom). */
  centerY: number
}

export const MAX_CROP_ZOOM = 10
export const CENTERED_CROP: SquareCrop = { zoom: 1, centerX: 0.5, centerY: 0.5 }

export interface CropRect {
  x: number
  y: number
  side: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback)

/**
 * The square of `size` (the image as displayed) to keep, in whole pixels. A centre too near an
 * edge slides the square back inside, as a cropper's frame stops at the image's border.
 */
export function squareCropRect(size: Size, crop: SquareCrop): CropRect {
  const zoom = clamp(finiteOr(crop.zoom, 1), 1, MAX_CROP_ZOOM)
  const side = Math.max(1, Math.round(Math.min(size.width, size.height) / zoom))
  const at = (center: number, length: number) =>
    clamp(Math.round(clamp(finiteOr(center, 0.5), 0, 1) * length - side / 2), 0, length - side)
  return { x: at(crop.centerX, size.width), y: at(crop.centerY, size.height), side }
}

/** A square in pixels of the image as displayed, from a cropper that measured the image itself. */
export interface PixelSquare {
  x: number
  y: number
  size: number
}

export type SquareChoice = SquareCrop | PixelSquare

/** A measured square, kept inside the image: it may come from a preview of another decoder. */
function clampPixelSquare(size: Size, square: PixelSquare): CropRect {
  const side = clamp(
    Math.round(finiteOr(square.size, Infinity)),
    1,
    Math.min(size.width, size.height),
  )
  const at = (value: number, length: number) =>
    clamp(Math.round(finiteOr(value, 0)), 0, length - side)
  return { x: at(square.x, size.width), y: at(square.y, size.height), side }
}

/** The square to keep for either kind of choice. */
export const cropRectOf = (size: Size, choice: SquareChoice): CropRect =>
  'zoom' in choice ? squareCropRect(size, choice) : clampPixelSquare(size, choice)

/** The output's side: the wanted size, or less when the square has fewer pixels (no upscaling). */
export const squareOutputSide = (rect: CropRect, wanted: number) =>
  Math.max(1, Math.min(Math.round(wanted), rect.side))
