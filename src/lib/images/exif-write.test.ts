import { describe, expect, it } from 'vitest'
import { readJpegExif } from './exif-read.ts'
import { gpsExifSegment, withGpsExif } from './exif-write.ts'
import { toDms } from './gps-coordinates.ts'
import { readJpegHeader } from './jpeg-segments.ts'
import { asCameraJpeg, cameraExifSegment, dms, tinyJpeg } from './jpeg-test-fixtures.ts'

const contains = (haystack: Uint8Array, text: string) =>
  new TextDecoder('latin1').decode(haystack).includes(text)

describe('withGpsExif: a location put back into a canvas JPEG', () => {
  it('reads back as the same place, to a few millimetres', () => {
    for (const place of [
      { latitude: 43.6425667, longitude: -79.3871, altitude: 447 },
      { latitude: -33.8599722, longitude: 151.2111111, altitude: -28.25 },
      { latitude: 60.7211871, longitude: -135.0568448 },
      { latitude: 0, longitude: 0 },
      { latitude: -90, longitude: 180 },
    ]) {
      const out = withGpsExif(tinyJpeg(), place)
      const gps = readJpegExif(out)!.gps!
      expect(gps.latitude).toBeCloseTo(place.latitude, 7)
      expect(gps.longitude).toBeCloseTo(place.longitude, 7)
      expect(gps.altitude).toBe(place.altitude)
    }
  })

  it('keeps the JFIF segment first and every other byte of the file as it was', () => {
    const jpeg = tinyJpeg()
    const out = withGpsExif(jpeg, { latitude: 45.5, longitude: -73.56 })
    const markers = readJpegHeader(out)!.segments.map((s) => s.marker)
    expect(markers.slice(0, 3)).toEqual([0xe0, 0xe1, 0xe2])
    const segment = gpsExifSegment({ latitude: 45.5, longitude: -73.56 })
    expect(out.length).toBe(jpeg.length + segment.length)
    expect(out.subarray(0, 20)).toEqual(jpeg.subarray(0, 20))
    expect(out.subarray(20, 20 + segment.length)).toEqual(segment)
    expect(out.subarray(20 + segment.length)).toEqual(jpeg.subarray(20))
  })

  it("holds only the location: a camera's Exif (make, model, orientation, time) is replaced", () => {
    const camera = asCameraJpeg(
      tinyJpeg(),
      cameraExifSegment({
        byteOrder: 'II',
        orientation: 6,
        gps: {
          latitudeRef: 'N',
          latitude: dms(1, 2, 3),
          longitudeRef: 'E',
          longitude: dms(4, 5, 6),
        },
      }),
    )
    const out = withGpsExif(camera, { latitude: 49.2827, longitude: -123.1207 })
    const exifSegments = readJpegHeader(out)!.segments.filter(
      (s) => s.marker === 0xe1 && contains(out.subarray(s.dataStart, s.dataStart + 4), 'Exif'),
    )
    expect(exifSegments).toHaveLength(1)
    expect(readJpegExif(out)).toEqual({
      orientation: null,
      gps: { latitude: expect.closeTo(49.2827, 7), longitude: expect.closeTo(-123.1207, 7) },
    })
    for (const text of ['Apple', 'iPhone', '2026:11:27']) expect(contains(out, text)).toBe(false)
  })

  it('lays out the segment as Exif 2.3 says: IFD0 with the GPS pointer, then the GPS directory', () => {
    const segment = gpsExifSegment({ latitude: 43.5, longitude: -79.25, altitude: 100 })
    const view = new DataView(segment.buffer)
    expect([...segment.subarray(0, 2)]).toEqual([0xff, 0xe1])
    expect(view.getUint16(2)).toBe(segment.length - 2)
    expect(contains(segment.subarray(4, 10), 'Exif\0\0')).toBe(true)
    const tiff = 10
    expect(contains(segment.subarray(tiff, tiff + 2), 'MM')).toBe(true)
    expect(view.getUint16(tiff + 2)).toBe(42)
    const ifd0 = tiff + view.getUint32(tiff + 4)
    expect(view.getUint16(ifd0)).toBe(1)
    expect(view.getUint16(ifd0 + 2)).toBe(0x8825)
    const gps = tiff + view.getUint32(ifd0 + 2 + 8)
    const count = view.getUint16(gps)
    const tags = Array.from({ length: count }, (_, i) => view.getUint16(gps + 2 + i * 12))
    // Version, latitude ref and value, longitude ref and value, altitude ref and value; ascending.
    expect(tags).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(view.getUint32(gps + 2 + count * 12)).toBe(0) // no next directory
  })

  it('carries rounding up instead of writing 60 seconds', () => {
    expect(toDms(45.99999999999)).toEqual({ degrees: 46, minutes: 0, secondsScaled: 0 })
    expect(toDms(-79.3871)).toEqual({ degrees: 79, minutes: 23, secondsScaled: 135600 })
  })

  it('refuses bytes that are not a whole JPEG', () => {
    expect(() => withGpsExif(new Uint8Array([1, 2, 3]), { latitude: 0, longitude: 0 })).toThrow()
    expect(() => withGpsExif(tinyJpeg().subarray(0, 100), { latitude: 0, longitude: 0 })).toThrow()
  })
})
