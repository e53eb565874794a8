// Reading TIFF image file directories (the structure inside an Exif segment) with every offset
// checked against the data: Exif comes from cameras, editors and messaging apps, and a wrong
// offset must give "no value", never an exception.

export const TIFF_TYPE = {
  BYTE: 1,
  ASCII: 2,
  SHORT: 3,
  LONG: 4,
  RATIONAL: 5,
  UNDEFINED: 7,
  SLONG: 9,
  SRATIONAL: 10,
} as const

const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 }

/** No real directory has this many entries; more means the bytes are not a directory. */
const MAX_ENTRIES = 1000

export interface Tiff {
  view: DataView
  littleEndian: boolean
  /** Offset of the first directory (IFD0), from the start of the TIFF data. */
  firstIfd: number
}

export interface IfdEntry {
  type: number
  count: number
  /** Where the value's bytes start, from the start of the TIFF data. */
  valueAt: number
}

/** The TIFF header at the start of `bytes` ("II*\0" or "MM\0*"), or null. */
export function openTiff(bytes: Uint8Array): Tiff | null {
  if (bytes.length < 8) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const order = view.getUint16(0)
  if (order !== 0x4949 && order !== 0x4d4d) return null
  const littleEndian = order === 0x4949
  if (view.getUint16(2, littleEndian) !== 42) return null
  return { view, littleEndian, firstIfd: view.getUint32(4, littleEndian) }
}

/** The entries of the directory at `offset`, by tag; null when it does not fit in the data. */
export function readIfd(tiff: Tiff, offset: number): Map<number, IfdEntry> | null {
  const { view, littleEndian } = tiff
  if (offset < 8 || offset + 2 > view.byteLength) return null
  const count = view.getUint16(offset, littleEndian)
  if (count > MAX_ENTRIES || offset + 2 + count * 12 > view.byteLength) return null
  const entries = new Map<number, IfdEntry>()
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12
    const type = view.getUint16(at + 2, littleEndian)
    const size = TYPE_SIZE[type]
    if (size === undefined) continue
    const n = view.getUint32(at + 4, littleEndian)
    const bytes = size * n
    // Values of four bytes or fewer sit in the entry itself; larger ones elsewhere.
    const valueAt = bytes <= 4 ? at + 8 : view.getUint32(at + 8, littleEndian)
    if (valueAt + bytes > view.byteLength) continue
    entries.set(view.getUint16(at, littleEndian), { type, count: n, valueAt })
  }
  return entries
}

/** An unsigned integer entry (BYTE, SHORT or LONG) at index `i`, or null. */
export function readUint(tiff: Tiff, entry: IfdEntry | undefined, i = 0): number | null {
  if (!entry || i >= entry.count) return null
  const { view, littleEndian } = tiff
  switch (entry.type) {
    case TIFF_TYPE.BYTE:
      return view.getUint8(entry.valueAt + i)
    case TIFF_TYPE.SHORT:
      return view.getUint16(entry.valueAt + i * 2, littleEndian)
    case TIFF_TYPE.LONG:
      return view.getUint32(entry.valueAt + i * 4, littleEndian)
    default:
      return null
  }
}

/** The values of a RATIONAL or SRATIONAL entry; null if any has a zero denominator. */
export function readRationals(tiff: Tiff, entry: IfdEntry | undefined): number[] | null {
  if (!entry || (entry.type !== TIFF_TYPE.RATIONAL && entry.type !== TIFF_TYPE.SRATIONAL)) {
    return null
  }
  const { view, littleEndian } = tiff
  const signed = entry.type === TIFF_TYPE.SRATIONAL
  const values: number[] = []
  for (let i = 0; i < entry.count; i++) {
    const at = entry.valueAt + i * 8
    const num = signed ? view.getInt32(at, littleEndian) : view.getUint32(at, littleEndian)
    const den = signed ? view.getInt32(at + 4, littleEndian) : view.getUint32(at + 4, littleEndian)
    // Some cameras write 0/0 for a part they do not know (the seconds, say): that part is 0.
    if (den === 0 && num !== 0) return null
    values.push(den === 0 ? 0 : num / den)
  }
  return values
}

/** An ASCII entry without its terminating NUL, or null. */
export function readAscii(tiff: Tiff, entry: IfdEntry | undefined): string | null {
  if (!entry || (entry.type !== TIFF_TYPE.ASCII && entry.type !== TIFF_TYPE.UNDEFINED)) return null
  const bytes = new Uint8Array(tiff.view.buffer, tiff.view.byteOffset + entry.valueAt, entry.count)
  const end = bytes.indexOf(0)
  return String.fromCharCode(...bytes.subarray(0, end < 0 ? bytes.length : end))
}
