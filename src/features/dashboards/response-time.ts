// "Time to first response" on the company dashboard: the median time from an application's
// submission (created_at) to the company's first answer (responded_at, stamped by the server when
// the status first moves to viewed, shortlisted, accepted or rejected). The median, not the
// average, so one application left for weeks does not hide that most get an answer in hours.
import { localeFormatter } from '@/i18n/formats.ts'

export interface RespondedApplication {
  created_at: string
  responded_at?: string | null
}

/** Median milliseconds to the first response over answered applications; null if none. */
export function medianFirstResponseMs(
  applications: readonly RespondedApplication[],
): number | null {
  const waits: number[] = []
  for (const a of applications) {
    if (!a.responded_at) continue
    const ms = Date.parse(a.responded_at) - Date.parse(a.created_at)
    // A clock skew between the device that wrote created_at and the server cannot make it negative.
    if (Number.isFinite(ms)) waits.push(Math.max(0, ms))
  }
  if (waits.length === 0) return null
  waits.sort((x, y) => x - y)
  const mid = waits.length >> 1
  return waits.length % 2 === 1 ? waits[mid]! : (waits[mid - 1]! + waits[mid]!) / 2
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const unit = (u: 'minute' | 'hour' | 'day') => () =>
  localeFormatter(
    `unit-${u}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: u,
        unitDisplay: 'long',
        maximumFractionDigits: 1,
      }),
  )
const minutes = unit('minute')
const hours = unit('hour')
const days = unit('day')

/** "12 minutes", "3.5 hours", "2 days": the unit a person would say. */
export function formatResponseTime(ms: number): string {
  if (ms < HOUR) return minutes().format(Math.max(1, Math.round(ms / MINUTE)))
  if (ms < 2 * DAY) return hours().format(Math.round((ms / HOUR) * 10) / 10)
  return days().format(Math.round((ms / DAY) * 10) / 10)
}
