// The Range rules downloads follow (RFC 9110 as S3 applies them), edge by edge; the integration
// test storage-info-range proves them over HTTP through the server.
import { describe, expect, it } from 'vitest'
import { parseRange, rangeStillValid } from './range.ts'

describe('parseRange', () => {
  it('reads a first-last, an open-ended and a suffix range, clamped to the object', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 })
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 })
  })

  it('calls a range starting past the end unsatisfiable (416)', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable')
  })

  it('ignores what it does not serve: no header, several ranges, other units, nonsense', () => {
    for (const header of [
      null,
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=-',
      'bytes=9-2',
      'bytes=a-b',
    ]) {
      expect(parseRange(header, 100)).toBeNull()
    }
  })
})

describe('rangeStillValid', () => {
  const modified = new Date('2026-11-28T10:00:00Z')
  it('holds for no If-Range, the current ETag or the current date only', () => {
    expect(rangeStillValid(null, '"a"', modified)).toBe(true)
    expect(rangeStillValid('"a"', '"a"', modified)).toBe(true)
    expect(rangeStillValid('"b"', '"a"', modified)).toBe(false)
    expect(rangeStillValid(modified.toUTCString(), '"a"', modified)).toBe(true)
    expect(rangeStillValid('Fri, 27 Nov 2026 10:00:00 GMT', '"a"', modified)).toBe(false)
  })
})
