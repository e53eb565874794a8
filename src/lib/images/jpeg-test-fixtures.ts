// Test material (unit tests here, the browser checks and the photo bench): a real JPEG and
// camera-style Exif built field by field from the Exif 2.3 layout, in either byte order, on
// purpose without the app's own writer, so the reader and the writer are each checked against
// bytes they did not make. Nothing in the app imports this file.
import { readJpegHeader } from './jpeg-segments.ts'

/**
 * A 24x16 JPEG as Chromium 156's canvas encodes it (JFIF APP0, an sRGB ICC profile in APP2,
 * DQT, SOF0, DHT, SOS): quadrants red, green (top), blue, yellow (bottom).
 */
const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQABgDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAQGB//EABwQAQAABwEAAAAAAAAAAAAAAAAFB0NFgYPBwv/EABcBAAMBAAAAAAAAAAAAAAAAAAIEBQb/xAAjEQAABAQHAQAAAAAAAAAAAAAAARESBAUxUQIUFSFioeED/9oADAMBAAIRAxEAPwCWOQ+pjqbXUs7lq9im0pyMHjiHuamyJUyK53D8bMc98MUO1rk3VaGtEKwVDRAxeoce/BB0jn16P//Z'

export const TINY_JPEG_SIZE = { width: 24, height: 16 }

export const tinyJpeg = () => fromBase64(TINY_JPEG_BASE64)

/** The same picture as Chromium 156 encodes it to PNG. */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAYAAAAMJL+VAAAAQklEQVR4AeyRwQkAIAwDD2dyBKd1ls7iCnWEEMRfCvcLFO5GQTuwaYfB58sDKTiKtKJJ4XAWOKSBbiAXj4M0kAIvAAAA//+Tqc5PAAAABklEQVQDAKfKQ+n4ZB9eAAAAAElFTkSuQmCC'

/** And to WebP, lossy (quality 0.6) and lossless (quality 1): extended layout (VP8X) with ICC. */
const TINY_WEBP_BASE64 = {
  lossy:
    'UklGRjwCAABXRUJQVlA4WAoAAAAgAAAAFwAADwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggTgAAADADAJ0BKhgAEAAuhVqtVqKnJycHAIRLUAWH7/8DzL+fKiAA/vQgfTuGb+l3P/Fv80bDh//UpT/5vz304f/7Szif/jSx82Xfn8NVmRXAAA==',
  lossless:
    'UklGRiICAABXRUJQVlA4WAoAAAAgAAAAFwAADwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDhMNAAAAC8XwAMAHyAQIFSKFKdHIJDEsj/KUAKBJKj9CYaa/8AT5wBhttEkJ3mS+x9BRP9jm/oEqmM=',
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

export const tinyPng = () => fromBase64(TINY_PNG_BASE64)

/**
 * The WebP in its extended layout as Chromium wrote it, or (`simple`) its image chunk alone in
 * the simple layout ('VP8 ' or 'VP8L' right after the RIFF header), as other encoders write it.
 */
export function tinyWebp(kind: 'lossy' | 'lossless', layout: 'extended' | 'simple'): Uint8Array {
  const file = fromBase64(TINY_WEBP_BASE64[kind])
  if (layout === 'extended') return file
  const view = new DataView(file.buffer)
  for (let at = 12; at + 8 <= file.length;) {
    const id = String.fromCharCode(...file.subarray(at, at + 4))
    const size = view.getUint32(at + 4, true)
    if (id === 'VP8 ' || id === 'VP8L') {
      const chunk = file.subarray(at, at + 8 + size + (size % 2))
      const out = new Uint8Array(12 + chunk.length)
      const outView = new DataView(out.buffer)
      out.set(file.subarray(0, 12))
      outView.setUint32(4, 4 + chunk.length, true)
      out.set(chunk, 12)
      return out
    }
    at += 8 + size + (size % 2)
  }
  throw new Error('no image chunk in the WebP fixture')
}

/** A rational as a camera writes it: numerator and denominator. */
export type RawRational = readonly [number, number]

export interface CameraExifSpec {
  /** 'II' (Intel, little-endian: most Android phones) or 'MM' (Motorola: iPhones, Canon). */
  byteOrder: 'II' | 'MM'
  orientation?: number
  gps?: {
    latitudeRef: string
    latitude: readonly RawRational[]
    longitudeRef: string
    longitude: readonly RawRational[]
    altitudeRef?: number
    altitude?: RawRational
  }
}

interface Field {
  tag: number
  type: number
  count: number
  write: (view: DataView, at: number, le: boolean) => void
  size: number
}

const ascii = (tag: number, text: string): Field => ({
  tag,
  type: 2,
  count: text.length + 1,
  size: text.length + 1,
  write: (v, at) => [...text].forEach((c, i) => v.setUint8(at + i, c.charCodeAt(0))),
})
const short = (tag: number, value: number): Field => ({
  tag,
  type: 3,
  count: 1,
  size: 2,
  write: (v, at, le) => v.setUint16(at, value, le),
})
const long = (tag: number, value: () => number): Field => ({
  tag,
  type: 4,
  count: 1,
  size: 4,
  write: (v, at, le) => v.setUint32(at, value(), le),
})
const byte = (tag: number, values: number[]): Field => ({
  tag,
  type: 1,
  count: values.length,
  size: values.length,
  write: (v, at) => values.forEach((b, i) => v.setUint8(at + i, b)),
})
const rationals = (tag: number, values: readonly RawRational[]): Field => ({
  tag,
  type: 5,
  count: values.length,
  size: values.length * 8,
  write: (v, at, le) =>
    values.forEach(([n, d], i) => {
      v.setUint32(at + i * 8, n, le)
      v.setUint32(at + i * 8 + 4, d, le)
    }),
})

const dirSize = (fields: Field[]) =>
  2 +
  fields.length * 12 +
  4 +
  fields.reduce((n, f) => n + (f.size > 4 ? f.size + (f.size % 2) : 0), 0)

function writeDir(view: DataView, at: number, fields: Field[], le: boolean): void {
  view.setUint16(at, fields.length, le)
  let data = at + 2 + fields.length * 12 + 4
  fields.forEach((f, i) => {
    const entry = at + 2 + i * 12
    view.setUint16(entry, f.tag, le)
    view.setUint16(entry + 2, f.type, le)
    view.setUint32(entry + 4, f.count, le)
    if (f.size <= 4) {
      f.write(view, entry + 8, le)
    } else {
      view.setUint32(entry + 8, data, le)
      f.write(view, data, le)
      data += f.size + (f.size % 2) // values start on a word boundary
    }
  })
  view.setUint32(at + 2 + fields.length * 12, 0, le)
}

/**
 * An Exif APP1 segment as a phone writes one: IFD0 with Make, Model, Orientation, a pointer to
 * the Exif directory (DateTimeOriginal) and one to the GPS directory.
 */
export function cameraExifSegment(spec: CameraExifSpec): Uint8Array {
  const le = spec.byteOrder === 'II'
  const exifDir = [ascii(0x9003, '2026:11:27 08:15:00')]
  const gpsDir: Field[] = []
  if (spec.gps) {
    const g = spec.gps
    gpsDir.push(
      byte(0x0000, [2, 2, 0, 0]),
      ascii(0x0001, g.latitudeRef),
      rationals(0x0002, g.latitude),
      ascii(0x0003, g.longitudeRef),
      rationals(0x0004, g.longitude),
    )
    if (g.altitude) gpsDir.push(byte(0x0005, [g.altitudeRef ?? 0]), rationals(0x0006, [g.altitude]))
  }
  const ifd0: Field[] = [ascii(0x010f, 'Apple'), ascii(0x0110, 'iPhone 15')]
  if (spec.orientation !== undefined) ifd0.push(short(0x0112, spec.orientation))
  const exifAt = () => 8 + dirSize(ifd0)
  const gpsAt = () => exifAt() + dirSize(exifDir)
  ifd0.push(long(0x8769, exifAt))
  if (spec.gps) ifd0.push(long(0x8825, gpsAt))
  const tiffLength = gpsAt() + (spec.gps ? dirSize(gpsDir) : 0)
  const segment = new Uint8Array(4 + 6 + tiffLength)
  const view = new DataView(segment.buffer, 10)
  segment.set([0xff, 0xe1, ((segment.length - 2) >> 8) & 0xff, (segment.length - 2) & 0xff])
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4)
  view.setUint16(0, le ? 0x4949 : 0x4d4d)
  view.setUint16(2, 42, le)
  view.setUint32(4, 8, le)
  writeDir(view, 8, ifd0, le)
  writeDir(view, exifAt(), exifDir, le)
  if (spec.gps) writeDir(view, gpsAt(), gpsDir, le)
  return segment
}

/**
 * `jpeg` laid out as a camera's file: the canvas's JFIF segment replaced by `exif`, right after
 * SOI, where phones put it.
 */
export function asCameraJpeg(jpeg: Uint8Array, exif: Uint8Array): Uint8Array {
  const first = readJpegHeader(jpeg)?.segments[0]
  const rest = first?.marker === 0xe0 ? jpeg.subarray(first.end) : jpeg.subarray(2)
  const out = new Uint8Array(2 + exif.length + rest.length)
  out.set([0xff, 0xd8])
  out.set(exif, 2)
  out.set(rest, 2 + exif.length)
  return out
}

/** Rationals for a position in degrees, minutes and seconds, as iPhones write them. */
export const dms = (d: number, m: number, s: number): RawRational[] => [
  [d, 1],
  [m, 1],
  [Math.round(s * 100), 100],
]
