import { describe, expect, it } from 'vitest'
import {
  inputProblem,
  MAX_INPUT_BYTES,
  MIN_PHOTO_SIDE,
  PHOTO_ERROR_CODES,
  sizeProblem,
} from './photo-checks.ts'

const photo = { byteLength: 3_000_000, kind: 'jpeg' as const, size: { width: 4032, height: 3024 } }

describe('inputProblem: what is refused before decoding', () => {
  it('lets an ordinary phone photo through', () => {
    expect(inputProblem(photo, MIN_PHOTO_SIDE)).toBeNull()
  })

  it('refuses a file over 40 MiB unread, whatever it is', () => {
    expect(inputProblem({ ...photo, byteLength: MAX_INPUT_BYTES + 1 }, 0)).toBe('too-large')
    expect(inputProblem({ byteLength: MAX_INPUT_BYTES + 1, kind: null, size: null }, 0)).toBe(
      'too-large',
    )
    expect(inputProblem({ ...photo, byteLength: MAX_INPUT_BYTES }, 0)).toBeNull()
  })

  it('refuses what is not an image, and an image whose header says no size', () => {
    expect(inputProblem({ byteLength: 120, kind: null, size: null }, 0)).toBe('not-image')
    expect(inputProblem({ ...photo, size: null }, 0)).toBe('corrupt')
    expect(inputProblem({ byteLength: 2_000_000, kind: 'heic', size: null }, 0)).toBeNull()
  })

  it('refuses more pixels than a phone can decode, and photos too small to show work', () => {
    expect(inputProblem({ ...photo, size: { width: 16320, height: 12240 } }, 0)).toBe('too-large')
    expect(inputProblem({ ...photo, size: { width: 12000, height: 9000 } }, 0)).toBeNull()
    expect(inputProblem({ ...photo, size: { width: 640, height: 199 } }, MIN_PHOTO_SIDE)).toBe(
      'too-small',
    )
    expect(inputProblem({ ...photo, size: { width: 200, height: 200 } }, MIN_PHOTO_SIDE)).toBeNull()
    expect(sizeProblem({ width: 64, height: 64 }, 64)).toBeNull()
  })

  it('has one code for each kind of refusal the UI words', () => {
    expect(PHOTO_ERROR_CODES).toEqual([
      'not-image',
      'unsupported',
      'corrupt',
      'too-large',
      'too-small',
    ])
  })
})
