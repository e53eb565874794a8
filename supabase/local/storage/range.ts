// The one byte range a download may ask for (Range: bytes=...), as S3 behind storage-api serves
// it: media elements and the service worker read videos and large photos in pieces.

export interface ByteRange {
  start: number
  /** Inclusive, as Content-Range writes it. */
  end: number
}

/**
 * The range a Range header asks of an object of `size` bytes: a ByteRange to answer 206, or
 * 'unsatisfiable' (416) when it starts past the end. Null serves the whole object: no header,
 * several ranges or another unit, which RFC 9110 lets a server ignore (S3 does).
 */
export function parseRange(
  header: string | null,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (header === null) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    // A suffix: the last `to` bytes.
    const length = Number(to)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(size - length, 0), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? Infinity : Number(to)
  // A last byte before the first is no range at all (ignored), unlike one past the object's end.
  if (!Number.isSafeInteger(start) || end < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}

/**
 * Whether an If-Range validator still matches the object: when it does not, the client's pieces
 * are of an older version and it gets the whole object instead of a range.
 */
export function rangeStillValid(
  ifRange: string | null,
  eTag: string | undefined,
  lastModified: Date | null,
): boolean {
  if (ifRange === null) return true
  const value = ifRange.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return eTag !== undefined && value === eTag
  const date = Date.parse(value)
  return lastModified !== null && !Number.isNaN(date) && date === lastModified.getTime()
}
