// What a file really is, from its first bytes: a picker's MIME type comes from the file name,
// so a renamed text file says image/jpeg and an iPhone's HEIC may say nothing at all.

export const IMAGE_KINDS = ['jpeg', 'png', 'webp', 'gif', 'heic', 'avif'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** Bytes enough for every signature below (the ISO-BMFF brands list included). */
export const SNIFF_BYTES = 64

/** Brands of an ISO-BMFF `ftyp` box that mean HEIC/HEIF (iPhones, Samsung's "high efficiency"). */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
])
const AVIF_BRANDS = new Set(['avif', 'avis'])

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

/** AVIF and HEIF share the container; the brands say which codec is inside. */
function isoMediaKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const end = Math.min(bytes.length, boxSize)
  // Major brand at 8, minor version at 12, then compatible brands.
  const brands = [ascii(bytes, 8, 4)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4))
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif'
  if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heic'
  return null
}

/** The image format the bytes start with, or null when they are not an image this app takes. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return 'webp'
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif'
  return isoMediaKind(bytes)
}

export const IMAGE_MIME: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  avif: 'image/avif',
}
