import { describe, expect, it } from 'vitest'
import { readJpegHeader } from './jpeg-segments.ts'
import { tinyJpeg } from './jpeg-test-fixtures.ts'

describe('readJpegHeader: the segments before the image data', () => {
  it("walks a real encoder's header to the start of the scan", () => {
    const jpeg = tinyJpeg()
    const header = readJpegHeader(jpeg)!
    expect(header.complete).toBe(true)
    // JFIF, ICC profile, two quantisation tables, the frame, four Huffman tables, the scan.
    expect(header.segments.map((s) => s.marker.toString(16))).toEqual([
      'e0',
      'e2',
      'db',
      'db',
      'c0',
      'c4',
      'c4',
      'c4',
      'c4',
      'da',
    ])
    for (const [i, s] of header.segments.entries()) {
      expect(jpeg[s.start]).toBe(0xff)
      if (i > 0) expect(s.start).toBe(header.segments[i - 1]!.end)
    }
  })

  it('skips fill bytes before a marker', () => {
    const jpeg = tinyJpeg()
    const padded = new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0xff, ...jpeg.subarray(2)])
    const header = readJpegHeader(padded)!
    expect(header.complete).toBe(true)
    expect(header.segments[0]!.marker).toBe(0xe0)
  })

  it('stops without throwing on truncated or foreign bytes', () => {
    const jpeg = tinyJpeg()
    const scanAt = readJpegHeader(jpeg)!.segments.at(-1)!.start
    for (let length = 0; length < scanAt + 4; length++) {
      const header = readJpegHeader(jpeg.subarray(0, length))
      if (length < 4) expect(header).toBeNull()
      else expect(header?.complete).toBe(false)
    }
    expect(readJpegHeader(new TextEncoder().encode('not a jpeg at all'))).toBeNull()
    // A length field pointing past the end.
    expect(readJpegHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, 1, 2]))).toEqual({
      segments: [],
      complete: false,
    })
  })
})
