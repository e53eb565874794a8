import { describe, expect, it } from 'vitest'
import { readJpegExif } from './exif-read.ts'
import {
  asCameraJpeg,
  cameraExifSegment,
  dms,
  tinyJpeg,
  type CameraExifSpec,
} from './jpeg-test-fixtures.ts'

/** The CN Tower's observation deck, as an iPhone writes it. */
const TORONTO: CameraExifSpec['gps'] = {
  latitudeRef: 'N',
  latitude: dms(43, 38, 33.24),
  longitudeRef: 'W',
  longitude: dms(79, 23, 13.56),
  altitudeRef: 0,
  altitude: [44700, 100],
}
const TORONTO_DECIMAL = { latitude: 43.6425667, longitude: -79.3871, altitude: 447 }

const photo = (spec: CameraExifSpec) => asCameraJpeg(tinyJpeg(), cameraExifSegment(spec))

describe('readJpegExif: orientation and location from a camera JPEG', () => {
  it.each(['MM', 'II'] as const)('reads both from %s (big- and little-endian) Exif', (order) => {
    const exif = readJpegExif(photo({ byteOrder: order, orientation: 6, gps: TORONTO }))!
    expect(exif.orientation).toBe(6)
    expect(exif.gps!.latitude).toBeCloseTo(TORONTO_DECIMAL.latitude, 6)
    expect(exif.gps!.longitude).toBeCloseTo(TORONTO_DECIMAL.longitude, 6)
    expect(exif.gps!.altitude).toBeCloseTo(447, 6)
  })

  it('signs the southern and western hemispheres and altitudes below sea level', () => {
    const exif = readJpegExif(
      photo({
        byteOrder: 'II',
        gps: {
          latitudeRef: 'S',
          latitude: dms(33, 51, 35.9),
          longitudeRef: 'E',
          longitude: dms(151, 12, 40),
          altitudeRef: 1,
          altitude: [28, 1],
        },
      }),
    )!
    expect(exif.orientation).toBeNull()
    expect(exif.gps!.latitude).toBeCloseTo(-33.859972, 5)
    expect(exif.gps!.longitude).toBeCloseTo(151.211111, 5)
    expect(exif.gps!.altitude).toBe(-28)
  })

  it("accepts degrees with decimal minutes and a 0/0 'unknown' seconds part", () => {
    const exif = readJpegExif(
      photo({
        byteOrder: 'MM',
        gps: {
          latitudeRef: 'N',
          latitude: [
            [45, 1],
            [3052, 100],
            [0, 0],
          ],
          longitudeRef: 'W',
          longitude: [
            [73, 1],
            [3400, 100],
            [0, 0],
          ],
        },
      }),
    )!
    expect(exif.gps).toEqual({ latitude: 45 + 30.52 / 60, longitude: -(73 + 34 / 60) })
  })

  it('finds the Exif segment after JFIF and XMP segments, and leaves out what is missing', () => {
    const xmp = new TextEncoder().encode('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>')
    const xmpSegment = new Uint8Array([0xff, 0xe1, 0, xmp.length + 2, ...xmp])
    const jpeg = tinyJpeg()
    const exif = cameraExifSegment({ byteOrder: 'MM', orientation: 3 })
    const jfifEnd = 20 // SOI + the 18-byte JFIF segment of the fixture
    const file = new Uint8Array([
      ...jpeg.subarray(0, jfifEnd),
      ...xmpSegment,
      ...exif,
      ...jpeg.subarray(jfifEnd),
    ])
    expect(readJpegExif(file)).toEqual({ orientation: 3, gps: null })
  })

  it('gives null for a JPEG without Exif and for anything that is not a JPEG', () => {
    expect(readJpegExif(tinyJpeg())).toBeNull()
    expect(readJpegExif(new TextEncoder().encode('GPS 43.64 N'))).toBeNull()
    expect(readJpegExif(new Uint8Array())).toBeNull()
  })

  it('ignores values it cannot trust: bad orientation, a zero denominator, an impossible latitude', () => {
    expect(readJpegExif(photo({ byteOrder: 'II', orientation: 9 }))?.orientation).toBeNull()
    const zeroDen = photo({
      byteOrder: 'II',
      gps: {
        ...TORONTO!,
        latitude: [
          [43, 0],
          [38, 1],
          [0, 1],
        ],
      },
    })
    expect(readJpegExif(zeroDen)?.gps).toBeNull()
    const pole = photo({ byteOrder: 'MM', gps: { ...TORONTO!, latitude: dms(91, 0, 0) } })
    expect(readJpegExif(pole)?.gps).toBeNull()
  })
})

describe('readJpegExif on damaged bytes: never throws, returns what is still sound', () => {
  const sound = photo({ byteOrder: 'MM', orientation: 6, gps: TORONTO })

  it('survives every truncation of the file', () => {
    for (let length = 0; length <= sound.length; length++) {
      const exif = readJpegExif(sound.subarray(0, length))
      if (exif?.gps) expect(exif.gps.latitude).toBeCloseTo(TORONTO_DECIMAL.latitude, 6)
    }
  })

  it('survives thousands of random byte changes inside the Exif segment', () => {
    const exifEnd = 4 + ((sound[4]! << 8) | sound[5]!)
    let seed = 29
    const random = () => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return seed / 2 ** 32
    }
    for (let run = 0; run < 3000; run++) {
      const damaged = sound.slice()
      for (let k = 0; k < 1 + Math.floor(random() * 6); k++) {
        damaged[2 + Math.floor(random() * (exifEnd - 2))] = Math.floor(random() * 256)
      }
      const exif = readJpegExif(damaged)
      expect(exif === null || typeof exif === 'object').toBe(true)
      if (exif?.orientation != null) expect(exif.orientation).toBeGreaterThanOrEqual(1)
      if (exif?.gps) expect(Math.abs(exif.gps.latitude)).toBeLessThanOrEqual(90)
    }
  })

  it('survives directories that point outside the data or at themselves', () => {
    const tiffAt = 2 + 4 + 6
    const broken = sound.slice()
    new DataView(broken.buffer).setUint32(tiffAt + 4, 0xfffffff0) // IFD0 far past the end
    expect(readJpegExif(broken)).toBeNull()
    const huge = sound.slice()
    new DataView(huge.buffer).setUint16(tiffAt + 8, 0xffff) // IFD0 claims 65,535 entries
    expect(readJpegExif(huge)).toBeNull()
    const loop = sound.slice()
    new DataView(loop.buffer).setUint32(tiffAt + 4, 0) // IFD0 at the TIFF header itself
    expect(readJpegExif(loop)).toBeNull()
  })
})
