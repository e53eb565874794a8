// Putting a location back into a JPEG the canvas made (the canvas writes no metadata): a
// minimal Exif APP1 segment holding only the GPS directory, so nothing else about the phone or
// the original file travels with the photo.
import { SECONDS_DENOMINATOR, toDms, type GpsLocation } from './gps-coordinates.ts'
import { EXIF_HEADER, GPS_TAG, isExifPayload } from './exif-read.ts'
import { APP0, APP1, readJpegHeader } from './jpeg-segments.ts'
import { TIFF_TYPE } from './tiff-ifd.ts'

const TAG_GPS_IFD = 0x8825
/** Exif 2.3's GPS version, 2.3.0.0. */
const GPS_VERSION = [2, 3, 0, 0]

interface Entry {
  tag: number
  type: number
  count: number
  /** Four bytes or fewer: written in the entry. More: written after the directory. */
  value: number[]
}

/** A rational as eight big-endian bytes. */
const rational = (num: number, den: number) => [...u32(num), ...u32(den)]
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff]
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]

function dmsRationals(decimal: number): number[] {
  const { degrees, minutes, secondsScaled } = toDms(decimal)
  return [
    ...rational(degrees, 1),
    ...rational(minutes, 1),
    ...rational(secondsScaled, SECONDS_DENOMINATOR),
  ]
}

function gpsEntries(gps: GpsLocation): Entry[] {
  const ascii = (letter: string) => [letter.charCodeAt(0), 0]
  const entries: Entry[] = [
    { tag: GPS_TAG.VERSION, type: TIFF_TYPE.BYTE, count: 4, value: GPS_VERSION },
    {
      tag: GPS_TAG.LATITUDE_REF,
      type: TIFF_TYPE.ASCII,
      count: 2,
      value: ascii(gps.latitude < 0 ? 'S' : 'N'),
    },
    {
      tag: GPS_TAG.LATITUDE,
      type: TIFF_TYPE.RATIONAL,
      count: 3,
      value: dmsRationals(gps.latitude),
    },
    {
      tag: GPS_TAG.LONGITUDE_REF,
      type: TIFF_TYPE.ASCII,
      count: 2,
      value: ascii(gps.longitude < 0 ? 'W' : 'E'),
    },
    {
      tag: GPS_TAG.LONGITUDE,
      type: TIFF_TYPE.RATIONAL,
      count: 3,
      value: dmsRationals(gps.longitude),
    },
  ]
  if (gps.altitude !== undefined && Number.isFinite(gps.altitude)) {
    entries.push(
      {
        tag: GPS_TAG.ALTITUDE_REF,
        type: TIFF_TYPE.BYTE,
        count: 1,
        value: [gps.altitude < 0 ? 1 : 0],
      },
      {
        tag: GPS_TAG.ALTITUDE,
        type: TIFF_TYPE.RATIONAL,
        count: 1,
        value: rational(Math.round(Math.abs(gps.altitude) * 100), 100),
      },
    )
  }
  return entries
}

/** One directory at `offset` (from the TIFF start): entries, next-directory link, then data. */
function directory(entries: Entry[], offset: number): number[] {
  const out: number[] = [...u16(entries.length)]
  const data: number[] = []
  const dataAt = offset + 2 + entries.length * 12 + 4
  for (const e of entries) {
    out.push(...u16(e.tag), ...u16(e.type), ...u32(e.count))
    if (e.value.length <= 4) {
      out.push(...e.value, ...new Array<number>(4 - e.value.length).fill(0))
    } else {
      out.push(...u32(dataAt + data.length))
      data.push(...e.value)
    }
  }
  return [...out, ...u32(0), ...data]
}

/** A complete APP1 segment (marker included) holding only `gps`, in big-endian TIFF. */
export function gpsExifSegment(gps: GpsLocation): Uint8Array {
  // IFD0 at 8 holds one entry, the GPS directory's offset; the GPS directory follows it.
  const ifd0Size = 2 + 12 + 4
  const gpsAt = 8 + ifd0Size
  const ifd0 = directory(
    [{ tag: TAG_GPS_IFD, type: TIFF_TYPE.LONG, count: 1, value: u32(gpsAt) }],
    8,
  )
  const tiff = [0x4d, 0x4d, 0, 42, ...u32(8), ...ifd0, ...directory(gpsEntries(gps), gpsAt)]
  const payload = [...EXIF_HEADER, ...tiff]
  return new Uint8Array([0xff, APP1, ...u16(payload.length + 2), ...payload])
}

/**
 * `jpeg` with `gps` as its only Exif: any Exif segment it had is dropped, and the new one goes
 * after the JFIF segment when there is one (JFIF must come first), else right after SOI.
 * Throws when `jpeg` is not a JPEG with a whole header: it is the encoder's output, not input.
 */
export function withGpsExif(jpeg: Uint8Array, gps: GpsLocation): Uint8Array<ArrayBuffer> {
  const header = readJpegHeader(jpeg)
  if (!header?.complete) throw new Error('Not a complete JPEG: cannot add Exif')
  const exif = header.segments.filter(
    (s) => s.marker === APP1 && isExifPayload(jpeg, s.dataStart, s.end),
  )
  const first = header.segments[0]
  const insertAt = first?.marker === APP0 ? first.end : 2
  const segment = gpsExifSegment(gps)
  const parts: Uint8Array[] = [jpeg.subarray(0, insertAt), segment]
  let at = insertAt
  for (const s of exif) {
    parts.push(jpeg.subarray(at, s.start))
    at = s.end
  }
  parts.push(jpeg.subarray(at))
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}
