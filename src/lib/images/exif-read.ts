// The two things the app needs from a JPEG's Exif: its orientation (phones store pixels as the
// sensor saw them and say how to turn them) and its GPS location (stripped unless the user keeps
// it). Anything unreadable reads as "not there".
import { fromDms, isValidLocation, type GpsLocation } from './gps-coordinates.ts'
import { APP1, readJpegHeader } from './jpeg-segments.ts'
import { openTiff, readAscii, readIfd, readRationals, readUint, type Tiff } from './tiff-ifd.ts'

/** Exif orientations: 1 as stored; 2-4 mirrored or turned half; 5-8 turned a quarter. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8

export interface JpegExif {
  orientation: Orientation | null
  gps: GpsLocation | null
}

export const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0"

const TAG_ORIENTATION = 0x0112
const TAG_GPS_IFD = 0x8825
export const GPS_TAG = {
  VERSION: 0x0000,
  LATITUDE_REF: 0x0001,
  LATITUDE: 0x0002,
  LONGITUDE_REF: 0x0003,
  LONGITUDE: 0x0004,
  ALTITUDE_REF: 0x0005,
  ALTITUDE: 0x0006,
} as const

/** Whether a segment's payload starts with the Exif identifier (APP1 also carries XMP). */
export function isExifPayload(bytes: Uint8Array, dataStart: number, end: number): boolean {
  return end - dataStart >= 6 && EXIF_HEADER.every((b, i) => bytes[dataStart + i] === b)
}

function readOrientation(tiff: Tiff, ifd0: ReturnType<typeof readIfd>): Orientation | null {
  const value = readUint(tiff, ifd0?.get(TAG_ORIENTATION))
  return value !== null && value >= 1 && value <= 8 ? (value as Orientation) : null
}

function readGps(tiff: Tiff, ifd0: ReturnType<typeof readIfd>): GpsLocation | null {
  const pointer = readUint(tiff, ifd0?.get(TAG_GPS_IFD))
  const gps = pointer === null ? null : readIfd(tiff, pointer)
  if (!gps) return null
  const lat = readRationals(tiff, gps.get(GPS_TAG.LATITUDE))
  const lon = readRationals(tiff, gps.get(GPS_TAG.LONGITUDE))
  if (!lat?.length || !lon?.length) return null
  const location: GpsLocation = {
    latitude: fromDms(lat, readAscii(tiff, gps.get(GPS_TAG.LATITUDE_REF))?.toUpperCase() === 'S'),
    longitude: fromDms(lon, readAscii(tiff, gps.get(GPS_TAG.LONGITUDE_REF))?.toUpperCase() === 'W'),
  }
  const altitude = readRationals(tiff, gps.get(GPS_TAG.ALTITUDE))?.[0]
  if (altitude !== undefined) {
    // Reference 1 means below sea level.
    const below = readUint(tiff, gps.get(GPS_TAG.ALTITUDE_REF)) === 1
    location.altitude = below ? -altitude : altitude
  }
  return isValidLocation(location) ? location : null
}

/**
 * Orientation and location from the first Exif APP1 segment of a JPEG (only its header is
 * needed), or null when there is no readable Exif. Never throws, whatever the bytes.
 */
export function readJpegExif(bytes: Uint8Array): JpegExif | null {
  try {
    const header = readJpegHeader(bytes)
    const app1 = header?.segments.find(
      (s) => s.marker === APP1 && isExifPayload(bytes, s.dataStart, s.end),
    )
    if (!app1) return null
    const tiff = openTiff(bytes.subarray(app1.dataStart + EXIF_HEADER.length, app1.end))
    if (!tiff) return null
    const ifd0 = readIfd(tiff, tiff.firstIfd)
    if (!ifd0) return null
    return { orientation: readOrientation(tiff, ifd0), gps: readGps(tiff, ifd0) }
  } catch {
    // The readers check every offset; this is the promise kept for bytes they did not foresee.
    return null
  }
}
