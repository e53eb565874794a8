import { describe, expect, it } from 'vitest'
import { readImageSize } from './image-size.ts'
import { TINY_JPEG_SIZE, tinyJpeg, tinyPng, tinyWebp } from './jpeg-test-fixtures.ts'

describe('readImageSize: pixel size from the header, before any decoding', () => {
  it('reads JPEG, PNG and the three WebP layouts from real encoder output', () => {
    expect(readImageSize(tinyJpeg(), 'jpeg')).toEqual(TINY_JPEG_SIZE)
    expect(readImageSize(tinyPng(), 'png')).toEqual(TINY_JPEG_SIZE)
    expect(readImageSize(tinyWebp('lossy', 'extended'), 'webp')).toEqual(TINY_JPEG_SIZE)
    expect(readImageSize(tinyWebp('lossy', 'simple'), 'webp')).toEqual(TINY_JPEG_SIZE)
    expect(readImageSize(tinyWebp('lossless', 'simple'), 'webp')).toEqual(TINY_JPEG_SIZE)
  })

  it("reads a GIF's logical screen and a big JPEG frame", () => {
    const gif = Uint8Array.from(
      [...'GIF89a'].map((c) => c.charCodeAt(0)).concat([0x40, 0x01, 0xf0, 0, 0]),
    )
    expect(readImageSize(gif, 'gif')).toEqual({ width: 320, height: 240 })
    const jpeg = tinyJpeg()
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0)
    jpeg.set([0x0b, 0xb8, 0x0f, 0xa0], sof + 5) // 3000 high, 4000 wide
    expect(readImageSize(jpeg, 'jpeg')).toEqual({ width: 4000, height: 3000 })
  })

  it('gives null for a header cut short, a zero size, or a container that hides it', () => {
    const jpeg = tinyJpeg()
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0)
    expect(readImageSize(jpeg.subarray(0, sof + 6), 'jpeg')).toBeNull()
    expect(readImageSize(tinyPng().subarray(0, 20), 'png')).toBeNull()
    expect(readImageSize(tinyWebp('lossy', 'simple').subarray(0, 25), 'webp')).toBeNull()
    const zero = tinyJpeg()
    zero.set([0, 0], sof + 5)
    expect(readImageSize(zero, 'jpeg')).toBeNull()
    expect(readImageSize(new Uint8Array(64), 'heic')).toBeNull()
  })
})
