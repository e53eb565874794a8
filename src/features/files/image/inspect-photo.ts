// What a picked file is, read from its first bytes before any decoding: its real format, its
// size as displayed and its Exif. Refusals that need no decoding happen here.
import { readJpegExif, type JpegExif } from '@/lib/images/exif-read.ts'
import { orientedSize } from '@/lib/images/fit-size.ts'
import { readImageSize, type Size } from '@/lib/images/image-size.ts'
import { sniffImageKind, type ImageKind } from '@/lib/images/image-type.ts'
import { inputProblem, MAX_INPUT_BYTES } from '@/lib/images/photo-checks.ts'
import { PhotoError } from './photo-error.ts'

/**
 * Bytes read first. A JPEG's header (Exif at most 64 KB, ICC profiles, the frame) fits in it
 * almost always; when it does not, the whole file is read.
 */
const HEAD_BYTES = 512 * 1024

export interface InspectedPhoto {
  kind: ImageKind
  /** As displayed (Exif orientation applied); null when only the decoder can tell (HEIC, AVIF). */
  size: Size | null
  /** JPEG only: orientation and location. */
  exif: JpegExif | null
}

async function readBytes(file: Blob, end: number): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, end).arrayBuffer())
  } catch (error) {
    // A file removed or changed since it was picked cannot be read any more.
    throw new PhotoError('corrupt', (error as Error).message)
  }
}

function facts(bytes: Uint8Array) {
  const kind = sniffImageKind(bytes)
  const stored = kind ? readImageSize(bytes, kind) : null
  const exif = kind === 'jpeg' ? readJpegExif(bytes) : null
  return { kind, stored, exif }
}

/** The file's facts, or PhotoError for what its header already rules out. */
export async function inspectPhoto(file: Blob, minSide: number): Promise<InspectedPhoto> {
  // Checked again by inputProblem; here so that a huge file is not even partly read.
  if (file.size > MAX_INPUT_BYTES) throw new PhotoError('too-large', `${file.size} bytes`)
  let found = facts(await readBytes(file, HEAD_BYTES))
  if (found.kind === 'jpeg' && found.stored === null && file.size > HEAD_BYTES) {
    found = facts(await readBytes(file, file.size))
  }
  const { kind, stored, exif } = found
  const size = stored ? orientedSize(stored, exif?.orientation ?? null) : null
  const problem = inputProblem({ byteLength: file.size, kind, size }, minSide)
  if (problem || !kind) throw new PhotoError(problem ?? 'not-image')
  return { kind, size, exif }
}
