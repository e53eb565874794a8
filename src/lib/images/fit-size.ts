// The size a photo is stored at: within a bound on its longest side, same shape, never larger
// than it came (upscaling adds bytes, not detail).
import type { Orientation } from './exif-read.ts'
import type { Size } from './image-size.ts'

/** `size` scaled down so its longest side is at most `maxSide`; unchanged when it already fits. */
export function fitWithin(size: Size, maxSide: number): Size {
  const longest = Math.max(size.width, size.height)
  const bound = Math.max(1, Math.floor(maxSide))
  if (longest <= bound) return { width: size.width, height: size.height }
  const scale = bound / longest
  // The long side lands exactly on the bound; the short one rounds, and never to zero.
  return size.width >= size.height
    ? { width: bound, height: Math.max(1, Math.round(size.height * scale)) }
    : { width: Math.max(1, Math.round(size.width * scale)), height: bound }
}

/** The size as displayed: orientations 5-8 turn the stored pixels a quarter. */
export function orientedSize(size: Size, orientation: Orientation | null): Size {
  return orientation !== null && orientation >= 5
    ? { width: size.height, height: size.width }
    : { width: size.width, height: size.height }
}
