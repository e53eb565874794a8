// The photo preparation API for the app: a photo picked or taken becomes what is kept on the
// device and uploaded (longest side 2,048 px, JPEG, location stripped unless kept, turned
// upright), and a profile photo or logo becomes a 512 px square (WebP where the browser writes
// it). The work runs in a worker where the browser has one, else on the page; one photo at a
// time, so a batch of twenty does not hold twenty decoded photos in a phone's memory at once.
import { MAX_PHOTO_SIDE, MIN_PHOTO_SIDE, SQUARE_SIDE } from '@/lib/images/photo-checks.ts'
import { CENTERED_CROP, type SquareChoice } from '@/lib/images/square-crop.ts'
import type { PhotoJob, PreparedPhoto } from './photo-job.ts'
import { runPhotoJob } from './run-photo-job.ts'
import { runInWorker, WorkerUnavailable } from './worker-client.ts'

export type { PreparedPhoto } from './photo-job.ts'
export {
  CENTERED_CROP,
  type PixelSquare,
  type SquareChoice,
  type SquareCrop,
} from '@/lib/images/square-crop.ts'

export interface PrepareOptions {
  /**
   * Keep a JPEG's GPS location, written back as the output's only Exif. Other formats'
   * metadata is not read: their location is always dropped.
   */
  keepLocation: boolean
  /** Longest side of the output; 2,048 unless said. */
  maxSide?: number
  /** Refuse ('too-small') a photo whose short side is below this; 200 unless said, 0 for none. */
  minSide?: number
}

let queue: Promise<unknown> = Promise.resolve()

/** A whole number of pixels from a caller's option, or the default when it is not a number. */
const pixels = (value: number | undefined, fallback: number, min: number) =>
  value !== undefined && Number.isFinite(value) ? Math.max(min, Math.round(value)) : fallback

async function run(job: PhotoJob): Promise<PreparedPhoto> {
  try {
    return await runInWorker(job)
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error
    return runPhotoJob(job)
  }
}

function enqueue(job: PhotoJob): Promise<PreparedPhoto> {
  const result = queue.then(() => run(job))
  queue = result.catch(() => undefined)
  return result
}

/** Prepares a picked or taken photo. Rejects with PhotoError (its `code` says why). */
export function preparePhoto(file: Blob, options: PrepareOptions): Promise<PreparedPhoto> {
  return enqueue({
    kind: 'prepare',
    file,
    keepLocation: options.keepLocation,
    maxSide: pixels(options.maxSide, MAX_PHOTO_SIDE, 1),
    minSide: pixels(options.minSide, MIN_PHOTO_SIDE, 0),
  })
}

/**
 * Cuts a square out of a photo as displayed, for a profile photo or a logo. `crop` is a
 * cropper's zoom and centre, or a square it measured in the image's pixels (kept inside the
 * image). The output is `size` px square (512 unless said), smaller only when the square itself
 * has fewer pixels. Never keeps a location. Rejects with PhotoError.
 */
export function cropSquare(
  file: Blob,
  crop: SquareChoice = CENTERED_CROP,
  size: number = SQUARE_SIDE,
): Promise<PreparedPhoto> {
  return enqueue({ kind: 'crop', file, crop, size: pixels(size, SQUARE_SIDE, 1) })
}
