// What the user reads when a picked photo cannot be kept: the photo's own problem (not an image,
// unreadable, too large) or the device's (no room left). Nothing else in the form is lost.
import type { TFunction } from 'i18next'
import { DeviceStorageFullError } from '@/db/file-store.ts'
import { MAX_INPUT_BYTES, MIN_PHOTO_SIDE, PhotoError } from './image/photo-error.ts'

export function photoErrorMessage(t: TFunction<'files'>, error: unknown, name: string): string {
  if (error instanceof DeviceStorageFullError) return t('errors.full')
  const code = error instanceof PhotoError ? error.code : 'corrupt'
  switch (code) {
    case 'not-image':
      return t('errors.notImage', { name })
    case 'unsupported':
      return t('errors.unsupported', { name })
    case 'too-large':
      return t('errors.tooLarge', { name, max: Math.round(MAX_INPUT_BYTES / 1024 / 1024) })
    case 'too-small':
      return t('errors.tooSmall', { name, min: MIN_PHOTO_SIDE })
    default:
      return t('errors.corrupt', { name })
  }
}
