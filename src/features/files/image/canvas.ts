// A 2D surface to draw a photo on and encode it from: an OffscreenCanvas where there is one
// (always in the worker), else a canvas element on the page.

export type Surface = OffscreenCanvas | HTMLCanvasElement
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

export interface DrawingSurface {
  canvas: Surface
  context: Context
}

export function createSurface(width: number, height: number): DrawingSurface {
  const canvas: Surface =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height })
  const context = canvas.getContext('2d') as Context | null
  if (!context) throw new Error('No 2D canvas context in this browser')
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  return { canvas, context }
}

/** The canvas's pixels in `type`; the blob's own type says what the browser really wrote. */
export function encodeSurface(canvas: Surface, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))),
      type,
      quality,
    ),
  )
}

let webp: Promise<boolean> | null = null

/**
 * Whether this browser encodes WebP (Safari writes PNG when asked for it). Asked once per realm:
 * a 2x2 encode costs a millisecond, but every photo would pay it.
 */
export function canEncodeWebp(): Promise<boolean> {
  webp ??= encodeSurface(createSurface(2, 2).canvas, 'image/webp', 0.8).then(
    (blob) => blob.type === 'image/webp',
    () => false,
  )
  return webp
}
