// Numbers and times as the jobs pages show them (Canadian English formats).
const money = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
})
const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' })
const relative = new Intl.RelativeTimeFormat('en-CA', { numeric: 'auto', style: 'short' })

export function formatMoney(amount: number): string {
  return money.format(amount)
}

export function formatDay(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso)
  return Number.isNaN(d.getTime()) ? iso : day.format(d)
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
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit)
    value /= size
  }
  return ''
}

const rate = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 2,
})

/** Hourly rates keep their cents. */
export function formatRate(amount: number): string {
  return rate.format(amount)
}
