import { describe, expect, it } from 'vitest'
import { backoffMs, isFinalError, toRemoteError } from './errors.ts'

describe('[SYNC-ERR-1] [SYNC-ERR-3] error classification', () => {
  it('treats 22xxx, 23xxx and 42501 as final', () => {
    for (const code of ['22001', '22P02', '23514', '23503', '23505', '42501']) {
      expect(isFinalError({ code, message: '' })).toBe(true)
    }
  })
  it('retries network, server, JWT and unknown errors', () => {
    for (const code of ['', 'PGRST301', 'PGRST303', '08006', '42P01', '500', '57014']) {
      expect(isFinalError({ code, message: '' })).toBe(false)
    }
  })
  it('normalises thrown values', () => {
    expect(toRemoteError({ code: '42501', message: 'denied' })).toEqual({
      code: '42501',
      message: 'denied',
    })
    expect(toRemoteError(new TypeError('fetch failed'))).toEqual({
      code: '',
      message: 'fetch failed',
    })
    expect(toRemoteError('boom')).toEqual({ code: '', message: 'boom' })
  })
  it('backs off exponentially up to 16 s', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 16000, 16000,
    ])
  })
})
