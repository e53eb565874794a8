// The preparation itself, the same in the worker and on the page: inspect, decode (turned and
// scaled), draw, encode. Photos become JPEG: Chromium's WebP encoder took 300-650 ms for a
// 2,048 px photo against 60 ms for JPEG, for files hardly smaller on textured photos
// (docs/performance.md, "Photos"), and only JPEG here carries a kept location (the canvas writes
// no metadata, so it is written in again). Square crops (512 px) become WebP where the browser
// writes it: small, and quick at that size.
import { withGpsExif } from '@/lib/images/exif-write.ts'
import { fitWithin } from '@/lib/images/fit-size.ts'
import type { Size } from '@/lib/images/image-size.ts'
import { MIN_SQUARE_SOURCE_SIDE } from '@/lib/images/photo-checks.ts'
import { cropRectOf, squareOutputSide, type SquareChoice } from '@/lib/images/square-crop.ts'
import { canEncodeWebp, createSurface, encodeSurface, type DrawingSurface } from './canvas.ts'
import { decodePhoto, hasShapeOf } from './decode-photo.ts'
import { inspectPhoto } from './inspect-photo.ts'
import type { PhotoJob, PreparedPhoto } from './photo-job.ts'

/** WebP at 0.82 as the photo brief set it; JPEG a step higher, its artefacts show sooner. */
export const WEBP_QUALITY = 0.82
export const JPEG_QUALITY = 0.85

type OutputType = PreparedPhoto['type']

async function squareType(): Promise<OutputType> {
  return (await canEncodeWebp()) ? 'image/webp' : 'image/jpeg'
}

/** A surface of `size`, painted white under the photo when JPEG (no transparency there). */
function surfaceFor(size: Size, type: OutputType): DrawingSurface {
  const surface = createSurface(size.width, size.height)
  if (type === 'image/jpeg') {
    surface.context.fillStyle = '#fff'
    surface.context.fillRect(0, 0, size.width, size.height)
  }
  return surface
}

async function encode(
  surface: DrawingSurface,
  type: OutputType,
  size: Size,
): Promise<PreparedPhoto> {
  const blob = await encodeSurface(
    surface.canvas,
    type,
    type === 'image/webp' ? WEBP_QUALITY : JPEG_QUALITY,
  )
  if (blob.type === type) return { blob, type, width: size.width, height: size.height }
  if (type === 'image/jpeg') throw new Error(`The browser wrote ${blob.type} for a JPEG`)
  // Asked for WebP, a browser without it may answer PNG: JPEG then, on white (no alpha there).
  const flat = surfaceFor(size, 'image/jpeg')
  flat.context.drawImage(surface.canvas, 0, 0)
  return encode(flat, 'image/jpeg', size)
}

async function preparePhotoHere(
  job: Extract<PhotoJob, { kind: 'prepare' }>,
): Promise<PreparedPhoto> {
  const photo = await inspectPhoto(job.file, job.minSide)
  const target = photo.size ? fitWithin(photo.size, job.maxSide) : null
  const scaled = target && photo.size && target.width < photo.size.width ? target : null
  const bitmap = await decodePhoto(job.file, photo, scaled, job.minSide)
  try {
    const size = target && hasShapeOf(bitmap, target) ? target : fitWithin(bitmap, job.maxSide)
    const gps = job.keepLocation ? (photo.exif?.gps ?? null) : null
    const type: OutputType = 'image/jpeg'
    const surface = surfaceFor(size, type)
    surface.context.drawImage(bitmap, 0, 0, size.width, size.height)
    const prepared = await encode(surface, type, size)
    if (!gps) return prepared
    const bytes = withGpsExif(new Uint8Array(await prepared.blob.arrayBuffer()), gps)
    return {
      ...prepared,
      blob: new Blob([bytes], { type: 'image/jpeg' }),
    }
  } finally {
    bitmap.close()
  }
}

async function cropSquareHere(
  file: Blob,
  crop: SquareChoice,
  wanted: number,
): Promise<PreparedPhoto> {
  const photo = await inspectPhoto(file, MIN_SQUARE_SOURCE_SIDE)
  // Decoded whole: the square is chosen on the image as displayed.
  const bitmap = await decodePhoto(file, photo, null, MIN_SQUARE_SOURCE_SIDE)
  try {
    const rect = cropRectOf(bitmap, crop)
    const side = squareOutputSide(rect, wanted)
    const size = { width: side, height: side }
    const type = await squareType()
    const surface = surfaceFor(size, type)
    surface.context.drawImage(bitmap, rect.x, rect.y, rect.side, rect.side, 0, 0, side, side)
    return await encode(surface, type, size)
  } finally {
    bitmap.close()
  }
}

/** Runs one job in this realm. Throws PhotoError for the photo's problems. */
export function runPhotoJob(job: PhotoJob): Promise<PreparedPhoto> {
  return job.kind === 'prepare'
    ? preparePhotoHere(job)
    : cropSquareHere(job.file, job.crop, job.size)
}
