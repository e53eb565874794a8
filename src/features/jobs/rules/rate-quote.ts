// What the apply form tells an applicant next to their hourly rate (the spec asks for an hourly
// rate on every job): the job's pay in the same terms, and on a contract paid as a whole, the
// total their rate and hours come to, which is what the company compares.
import { HOURS_PER_YEAR } from '@/lib/pay-unit.ts'

/** A yearly range as hourly ends at 2,080 hours a year, whole dollars. */
export function yearlyAsHourly(min: number, max: number): { low: number; high: number } {
  return { low: Math.round(min / HOURS_PER_YEAR), high: Math.round(max / HOURS_PER_YEAR) }
}

const AMOUNT = /^\d+(\.\d{1,2})?$/
const WHOLE = /^\d+$/

/** Rate x hours to the cent, or null until both are typed as the form accepts them. */
export function quoteTotal(rateText: string, hoursText: string): number | null {
  const rate = rateText.trim()
  const hours = hoursText.trim()
  if (!AMOUNT.test(rate) || !WHOLE.test(hours)) return null
  const total = Math.round(Number(rate) * Number(hours) * 100) / 100
  return total > 0 ? total : null
}
