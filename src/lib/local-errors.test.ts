import { describe, expect, it } from 'vitest'
import { localErrorKey } from './local-errors.ts'

const named = (name: string, message = '') => Object.assign(new Error(message), { name })

describe('failures of the device storage, by kind', () => {
  it.each([
    [new DOMException('The quota has been exceeded.', 'QuotaExceededError'), 'errors:local.full'],
    [named('AbortError', 'QuotaExceededError: transaction aborted'), 'errors:local.full'],
    [
      Object.assign(new Error('Document update conflict'), { code: 'CONFLICT' }),
      'errors:local.conflict',
    ],
    [named('DatabaseClosedError', 'Database has been closed'), 'errors:local.closed'],
    [named('InvalidStateError', 'The database connection is closing.'), 'errors:local.closed'],
    [
      Object.assign(new Error('document does not match schema'), { code: 'VD2' }),
      'errors:local.invalid',
    ],
    [new Error('Unexpected end of stream'), 'errors:local.failed'],
    ['a thrown string', 'errors:local.failed'],
    [undefined, 'errors:local.failed'],
  ])('%s', (error, key) => {
    expect(localErrorKey(error)).toBe(key)
  })
})
