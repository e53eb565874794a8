// What the app refuses before it decodes a photo, as codes the UI turns into messages. The same
// limits are the buckets' own on the server (size, MIME type); these spare a phone the decode
// and the user the upload.
import type { ImageKind } from './image-type.ts'
import type { Size } from './image-size.ts'

export const PHOTO_ERROR_CODES = [
  'not-image',
  'unsupported',
  'corrupt',
  'too-large',
  'too-small',
] as const
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number]

/** Files over this are refused unread (40 MiB: a 108-megapixel phone photo is about 25 MB). */
export const MAX_INPUT_BYTES = 40 * 1024 * 1024
/**
 * Decoding needs 4 bytes a pixel at once: 120 megapixels is about 480 MB, what a recent phone's
 * browser can still give a tab. A 200-megapixel "full resolution" shot is refused.
 */
export const MAX_INPUT_PIXELS = 120_000_000
/** Stored photos' longest side (issue 29). */
export const MAX_PHOTO_SIDE = 2048
/**
 * Portfolio and job photos need at least this on their short side: smaller is an icon or a
 * thumbnail picked by mistake, and cannot show a piece of work.
 */
export const MIN_PHOTO_SIDE = 200
/** Profile photos and logos are stored this size, square. */
export const SQUARE_SIDE = 512
/** A square image needs at least this on the short side: smaller cannot make a legible avatar. */
export const MIN_SQUARE_SOURCE_SIDE = 64

export interface InputFacts {
  byteLength: number
  kind: ImageKind | null
  /** From the header; null when it is unreadable or the format does not give it up front. */
  size: Size | null
}

/** Formats whose size is in a plain header: unreadable there means the file is damaged. */
const SIZE_IN_HEADER: ReadonlySet<ImageKind> = new Set(['jpeg', 'png', 'gif', 'webp'])

/** Why the input cannot be used, judged from its header, or null when it may be decoded. */
export function inputProblem(facts: InputFacts, minSide: number): PhotoErrorCode | null {
  if (facts.byteLength > MAX_INPUT_BYTES) return 'too-large'
  if (facts.kind === null) return 'not-image'
  if (facts.size === null) return SIZE_IN_HEADER.has(facts.kind) ? 'corrupt' : null
  return sizeProblem(facts.size, minSide)
}

/** The size checks alone, for when only the decoder knows the size (HEIC, AVIF). */
export function sizeProblem(size: Size, minSide: number): PhotoErrorCode | null {
  if (size.width * size.height > MAX_INPUT_PIXELS) return 'too-large'
  if (Math.min(size.width, size.height) < minSide) return 'too-small'
  return null
}
