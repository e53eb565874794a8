// Why a photo could not be prepared, as a code the UI turns into words (the catalogue's texts
// are the UI's). The limits behind the codes are re-exported so a message can quote them.
import type { PhotoErrorCode } from '@/lib/images/photo-checks.ts'

export {
  PHOTO_ERROR_CODES,
  MAX_INPUT_BYTES,
  MAX_INPUT_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SIDE,
  MIN_SQUARE_SOURCE_SIDE,
  SQUARE_SIDE,
  type PhotoErrorCode,
} from '@/lib/images/photo-checks.ts'

/** What each code means, for developers (users read the catalogue's text). */
const DESCRIPTIONS: Record<PhotoErrorCode, string> = {
  'not-image': 'The file is not an image',
  unsupported: 'This browser cannot read this image format',
  corrupt: 'The image is damaged and cannot be read',
  'too-large': 'The image is too large to prepare on this device',
  'too-small': 'The image is too small',
}

export class PhotoError extends Error {
  readonly code: PhotoErrorCode

  constructor(code: PhotoErrorCode, detail?: string) {
    super(detail ? `${DESCRIPTIONS[code]}: ${detail}` : DESCRIPTIONS[code])
    this.name = 'PhotoError'
    this.code = code
  }
}
