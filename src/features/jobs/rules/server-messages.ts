// A refused write comes back with the violated constraint's name in the server's message
// (supabase/README.md, "Constraint names and the spec's messages"). This turns it into the
// spec's wording; unknown messages are shown as the server sent them.
const BY_CONSTRAINT: Record<string, string> = {
  job_applications_one_per_job: 'jobs:apply.alreadyApplied',
  job_applications_job_open: 'jobs:apply.jobClosed',
  job_applications_not_own_job: 'jobs:apply.ownJob',
  job_applications_proposed_rate_positive: 'validation:hourlyRateNotPositive',
  job_applications_availability_future: 'validation:dateNotInFuture',
  job_applications_portfolio_items_format: 'validation:urlInvalid',
  job_applications_estimated_hours_whole: 'validation:hoursInvalid',
  jobs_trade_specialty_valid: 'validation:tradeSpecialtyInvalid',
  jobs_experience_level_valid: 'validation:experienceLevelRequired',
  jobs_location_province_valid: 'validation:provinceInvalid',
  jobs_work_type_valid: 'validation:workTypeRequired',
  jobs_budget_required: 'validation:fieldRequired',
  jobs_budget_whole: 'validation:budgetInvalid',
  jobs_budget_positive: 'validation:budgetInvalid',
  jobs_budget_order: 'validation:budgetMaxBelowMin',
  jobs_budget_range_ontario: 'jobs:post.ontarioRange',
  jobs_budget_range_ontario_hourly: 'jobs:post.ontarioRangeHourly',
  jobs_pay_unit_valid: 'validation:payUnitRequired',
  jobs_pay_hourly_ceiling: 'jobs:post.hourlyTooHigh',
  jobs_pay_yearly_floor: 'jobs:post.yearlyTooLow',
}

/** The i18n key for a server refusal, or null when the message names no known constraint. */
export function serverMessageKey(message: string): string | null {
  const name = /constraint "([a-z0-9_]+)"/.exec(message)?.[1]
  return (name && BY_CONSTRAINT[name]) || null
}
