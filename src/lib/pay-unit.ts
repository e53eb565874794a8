// What a job's pay range is per (issue 41): an hour, a year, or the whole contract. The same
// rules hold on the server (supabase/migrations/20261127090000_job_pay_unit.sql and
// 20261128090000_job_pay_plausible.sql), which
// supabase/ cannot import from here, so a change to either side changes both.

export const PAY_UNITS = ['hourly', 'yearly', 'fixed'] as const
export type PayUnit = (typeof PAY_UNITS)[number]

export function isPayUnit(value: unknown): value is PayUnit {
  return typeof value === 'string' && (PAY_UNITS as readonly string[]).includes(value)
}

/** Full-time hours in a year (40 h x 52 weeks): how an hourly range converts to a yearly one. */
export const HOURS_PER_YEAR = 2_080

/** Ontario's pay transparency rule (2026): a posted range may be at most $50,000 wide. */
export const ONTARIO_MAX_RANGE = 50_000

/**
 * The widest range an Ontario posting may state in its unit, in whole dollars. Yearly: the rule
 * itself. Hourly: the rule converted at 2,080 hours a year, $24 (24 x 2,080 = $49,920). Fixed for
 * the contract: the amounts are already the whole pay, so the same $50,000 applies to them.
 */
export function ontarioMaxWidth(unit: PayUnit): number {
  return unit === 'hourly' ? Math.floor(ONTARIO_MAX_RANGE / HOURS_PER_YEAR) : ONTARIO_MAX_RANGE
}

/** Whether an Ontario range is wider than its unit allows (other provinces: never). */
export function exceedsOntarioWidth(
  province: string,
  unit: PayUnit,
  budgetMin: number,
  budgetMax: number,
): boolean {
  return province === 'Ontario' && budgetMax - budgetMin > ontarioMaxWidth(unit)
}

/** No trade's hourly rate reaches this; no salary or contract total stays under it. */
export const HOURLY_CEILING = 200

/** Whether a range is implausible for its unit: an hourly rate above the ceiling (a salary or a
 * contract total in the wrong unit), or a yearly salary at or under it (an hourly rate). */
export function implausibleForUnit(
  unit: PayUnit,
  budgetMin: number,
  budgetMax: number,
): 'hourlyTooHigh' | 'yearlyTooLow' | null {
  if (unit === 'hourly' && budgetMax > HOURLY_CEILING) return 'hourlyTooHigh'
  if (unit === 'yearly' && budgetMin <= HOURLY_CEILING) return 'yearlyTooLow'
  return null
}

/**
 * The unit a job stored before units existed most likely meant, from its amounts: up to $200 is
 * an hourly rate; more is the whole pay of a contract or temporary job, else a yearly salary. The
 * server's migration backfills with this rule and fills it in for writers that send no unit.
 */
export function payUnitFromAmounts(budgetMax: number | null, workType: string): PayUnit {
  if (budgetMax === null || budgetMax <= HOURLY_CEILING) return 'hourly'
  return workType === 'contract' || workType === 'temporary' ? 'fixed' : 'yearly'
}
