// Pixel dimensions from an image's header, read before decoding: a decode costs memory in
// proportion to the pixels, and a phone should refuse a 200-megapixel file before trying.
import type { ImageKind } from './image-type.ts'
import { isStartOfFrame, readJpegHeader } from './jpeg-segments.ts'

export interface Size {
  width: number
  height: number
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2)
const ascii = (b: Uint8Array, at: number, n: number) =>
  String.fromCharCode(...b.subarray(at, at + n))

const positive = (width: number, height: number): Size | null =>
  width > 0 && height > 0 ? { width, height } : null

function jpegSize(bytes: Uint8Array): Size | null {
  const frame = readJpegHeader(bytes)?.segments.find((s) => isStartOfFrame(s.marker))
  // Payload: sample precision (1 byte), height (2), width (2).
  if (!frame || frame.dataStart + 5 > frame.end) return null
  return positive(u16be(bytes, frame.dataStart + 3), u16be(bytes, frame.dataStart + 1))
}

function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null
  return positive(u32be(bytes, 16), u32be(bytes, 20))
}

function gifSize(bytes: Uint8Array): Size | null {
  return bytes.length < 10 ? null : positive(u16le(bytes, 6), u16le(bytes, 8))
}

/** The first chunk says which of WebP's three layouts follows (lossy, lossless, extended). */
function webpSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 30) return null
  const chunk = ascii(bytes, 12, 4)
  if (chunk === 'VP8X') return positive(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1)
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null
    return positive(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff)
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1)
  }
  return null
}

/**
 * The stored size (before any Exif orientation) from the header, or null when the header is
 * unreadable or the format keeps it deep in its container (HEIC, AVIF: the decoder tells).
 */
export function readImageSize(bytes: Uint8Array, kind: ImageKind): Size | null {
  switch (kind) {
    case 'jpeg':
      return jpegSize(bytes)
    case 'png':
      return pngSize(bytes)
    case 'gif':
      return gifSize(bytes)
    case 'webp':
      return webpSize(bytes)
    default:
      return null
  }
}
