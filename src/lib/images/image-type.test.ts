import { describe, expect, it } from 'vitest'
import { sniffImageKind } from './image-type.ts'
import { tinyJpeg, tinyPng, tinyWebp } from './jpeg-test-fixtures.ts'

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )
/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta')
}

describe('sniffImageKind: the format from the first bytes', () => {
  it('knows the formats browsers and phones write, from real encoder output', () => {
    expect(sniffImageKind(tinyJpeg())).toBe('jpeg')
    expect(sniffImageKind(tinyPng())).toBe('png')
    expect(sniffImageKind(tinyWebp('lossy', 'extended'))).toBe('webp')
    expect(sniffImageKind(tinyWebp('lossless', 'simple'))).toBe('webp')
    expect(sniffImageKind(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif')
    expect(sniffImageKind(bytes('GIF87a', [1, 0, 1, 0]))).toBe('gif')
  })

  it("tells an iPhone's HEIC and other HEIF files from AVIF by the container's brands", () => {
    expect(sniffImageKind(ftyp('heic', 'mif1', 'heic'))).toBe('heic')
    expect(sniffImageKind(ftyp('mif1', 'heic'))).toBe('heic')
    expect(sniffImageKind(ftyp('heix', 'mif1'))).toBe('heic')
    expect(sniffImageKind(ftyp('avif', 'mif1', 'miaf'))).toBe('avif')
    expect(sniffImageKind(ftyp('mif1', 'avif', 'miaf'))).toBe('avif')
  })

  it('calls a renamed text file, a video or a document "not an image"', () => {
    expect(
      sniffImageKind(new TextEncoder().encode('Invoice #42: panel upgrade, $1,850')),
    ).toBeNull()
    expect(sniffImageKind(ftyp('isom', 'iso2', 'mp41'))).toBeNull()
    expect(sniffImageKind(ftyp('qt  '))).toBeNull()
    expect(sniffImageKind(bytes('%PDF-1.7\n'))).toBeNull()
    expect(sniffImageKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull()
    expect(sniffImageKind(new Uint8Array())).toBeNull()
    expect(sniffImageKind(bytes([0xff, 0xd8]))).toBeNull()
  })
})
