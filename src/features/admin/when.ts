import { formatLocale } from '@/i18n/formats.ts'

/** A moment as the admin screen shows it, in the user's language and time zone. */
export const when = (iso: string): string =>
  new Date(iso).toLocaleString(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' })
