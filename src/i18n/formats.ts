// Numbers, money and dates in the reader's language: Canadian English or Canadian French
// ("$1,234.56" or "1 234,56 $"). Formatters are built once per language and kind.
import { i18n } from './index.ts'

/** The locale of the formats, following the app's language. */
export function formatLocale(): 'en-CA' | 'fr-CA' {
  return i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA'
}

const made = new Map<string, unknown>()

/** The formatter `make` builds for the current locale, made on first use and kept. */
export function localeFormatter<T>(kind: string, make: (locale: string) => T): T {
  const key = `${formatLocale()}|${kind}`
  if (!made.has(key)) made.set(key, make(formatLocale()))
  return made.get(key) as T
}

/** A moment (date and time) in the reader's language and time zone, e.g. "Nov 29, 2026, 9:15 a.m." */
export function formatMoment(iso: string): string {
  return localeFormatter(
    'moment',
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(iso))
}

/** A day in the reader's language, e.g. "Nov 29, 2026" or "29 nov. 2026". */
export function formatDay(iso: string): string {
  return localeFormatter(
    'day',
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
  ).format(new Date(iso))
}

/** A time of day in the reader's language, e.g. "9:15 a.m." or "9 h 15". */
export function formatTime(iso: string): string {
  return localeFormatter(
    'time',
    (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
  ).format(new Date(iso))
}
