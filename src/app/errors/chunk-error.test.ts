import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from './chunk-error.ts'

describe('isChunkLoadError', () => {
  it('recognises the messages of Chromium, Firefox and Safari', () => {
    for (const m of [
      'Failed to fetch dynamically imported module: http://x/assets/Jobs-abc.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(m))).toBe(true)
    }
  })
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('boom')).toBe(false)
  })
})
