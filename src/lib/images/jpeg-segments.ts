// The marker segments of a JPEG's header, up to the start of its image data (SOS). Exif, the
// frame size and the place to insert a segment are all found here. Bytes from a picker may be
// truncated or not a JPEG at all, so this stops at the first thing that does not add up.

export interface JpegSegment {
  /** The byte after 0xFF, e.g. 0xe1 for APP1. */
  marker: number
  /** Offset of the segment's 0xFF. */
  start: number
  /** Offset of its payload (after the length field). */
  dataStart: number
  /** Offset just past the segment. */
  end: number
}

export const SOI = 0xd8
export const EOI = 0xd9
export const SOS = 0xda
export const APP0 = 0xe0
export const APP1 = 0xe1

/** Markers that stand alone, without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)

export interface JpegHeader {
  segments: JpegSegment[]
  /** Whether the walk reached the start of the image data, i.e. the header is whole. */
  complete: boolean
}

/** The header's segments, or null when the bytes do not start like a JPEG. Never throws. */
export function readJpegHeader(bytes: Uint8Array): JpegHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null
  const segments: JpegSegment[] = []
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return { segments, complete: false }
    // Any number of 0xFF fill bytes may precede a marker.
    while (at + 1 < bytes.length && bytes[at + 1] === 0xff) at++
    if (at + 1 >= bytes.length) break
    const marker = bytes[at + 1]!
    const start = at
    if (isStandalone(marker)) {
      segments.push({ marker, start, dataStart: at + 2, end: at + 2 })
      at += 2
      continue
    }
    if (marker === EOI || marker === SOI) return { segments, complete: false }
    if (at + 4 > bytes.length) break
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    const end = at + 2 + length
    if (length < 2 || end > bytes.length) break
    segments.push({ marker, start, dataStart: at + 4, end })
    if (marker === SOS) return { segments, complete: true }
    at = end
  }
  return { segments, complete: false }
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT, JPG or DAC. */
export const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
