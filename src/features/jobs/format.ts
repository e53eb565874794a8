// Numbers and times as the jobs pages show them (Canadian English or French formats).
import type { TFunction } from 'i18next'
import type { JobDoc } from '@/db/index.ts'
import { localeFormatter } from '@/i18n/formats.ts'

/** Canadian dollars with up to `digits` decimals, in the reader's language. */
const dollars = (digits: number) => () =>
  localeFormatter(
    `cad${digits}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'CAD',
        maximumFractionDigits: digits,
      }),
  )

const money = dollars(0)
const day = () =>
  localeFormatter('day', (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }))
const relative = () =>
  localeFormatter(
    'relative',
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }),
  )

export function formatMoney(amount: number): string {
  return money().format(amount)
}

/**
 * A job's pay range with what it is per, as every page shows it: "$38–$46 /h",
 * "$72,000–$88,000 /yr", "$5,300–$6,800 /contract" (issue 41); null when it states none.
 */
export function formatPayRange(
  job: Pick<JobDoc, 'budget_min' | 'budget_max' | 'pay_unit'>,
  t: TFunction<'jobs'>,
): string | null {
  if (job.budget_min === null || job.budget_max === null) return null
  const ends = { min: money().format(job.budget_min), max: money().format(job.budget_max) }
  return t(`payRange.${job.pay_unit}`, ends)
}

export function formatDay(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso)
  return Number.isNaN(d.getTime()) ? iso : day().format(d)
}

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
]

/** "5 min. ago", "2 hr. ago", "yesterday". */
export function timeAgo(iso: string, now: number = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000
  if (!Number.isFinite(value)) return ''
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative().format(Math.round(value), unit)
    value /= size
  }
  return ''
}

const rate = dollars(2)

/** Hourly rates keep their cents. */
export function formatRate(amount: number): string {
  return rate().format(amount)
}
