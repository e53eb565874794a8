// A refused write comes back with the violated constraint's name in the server's message
// (supabase/README.md, "Constraint names and the spec's messages"). This turns it into the
// spec's wording, and any other server message into a catalogue text of its kind: the UI never
// shows the server's own words (they are English and technical), except on the diagnostics page.
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
  role_requests_decision_note_length: 'admin:requests.noteTooLong',
}

/** The i18n key for a server refusal, or null when the message names no known constraint. */
export function serverMessageKey(message: string): string | null {
  const name = /constraint "([a-z0-9_]+)"/.exec(message)?.[1]
  return (name && BY_CONSTRAINT[name]) || null
}

/** Refusals the server's functions raise in their own words (supabase/migrations). */
const BY_FUNCTION_MESSAGE: Array<[RegExp, string]> = [
  [/^You already hold the role /, 'roles:toasts.alreadyHeld'],
  [/^A request for the role .* is already pending/, 'roles:toasts.alreadyPending'],
  [/^You do not hold the role .* as an active role/, 'roles:toasts.notHeld'],
  [/^Administrators cannot decide their own role request/, 'admin:requests.ownRequest'],
  [/^Only pending role requests can be decided/, 'admin:requests.alreadyDecided'],
  [/^You cannot suspend your own account/, 'admin:users.ownAccount'],
  [/^This account is already suspended/, 'admin:users.alreadySuspended'],
  [/^This account is not suspended/, 'admin:users.notSuspended'],
  [/^A reason is required/, 'admin:users.reasonRequired'],
  [/^The reason must be at most/, 'admin:users.reasonTooLong'],
  [/^Only administrators verified with a second factor/, 'admin:users.notVerified'],
  [/^Unknown role$/, 'admin:rbac.unknownRole'],
  [/^The expiry must be in the future/, 'admin:rbac.expiryInPast'],
  [/^You cannot revoke the last administrator/, 'admin:rbac.lastAdministrator'],
  [/^This role is not active/, 'admin:rbac.notActive'],
  [/^The base customer role cannot be revoked/, 'admin:rbac.baseRole'],
  [/^This device is already signed out/, 'sync:devices.alreadySignedOut'],
]

/** Messages of member-only areas, added by their features when they load (addServerMessages),
 * so a visitor's first load does not carry them. */
const ADDED: Array<[RegExp, string]> = []

export function addServerMessages(list: Array<[RegExp, string]>): void {
  for (const entry of list)
    if (!ADDED.some(([p]) => p.source === entry[0].source)) ADDED.push(entry)
}

/** Kinds of server messages, by what the server's own words say, most specific first. */
const BY_KIND: Array<[RegExp, string]> = [
  [/row-level security|permission denied|not allowed|42501/i, 'errors:server.forbidden'],
  [/duplicate key|already exists|23505/i, 'errors:server.duplicate'],
  [/foreign key|23503/i, 'errors:server.missingReference'],
  [/not-null|null value|23502/i, 'errors:server.required'],
  [/check constraint|23514/i, 'errors:server.checkFailed'],
  [/invalid input|out of range|too long|malformed|22\d{3}/i, 'errors:server.invalidValue'],
  [/jwt|token|session|unauthori[sz]ed|401/i, 'errors:server.session'],
  [/fetch|network|timed? ?out|abort|offline|econn|unreachable|50\d/i, 'errors:server.unreachable'],
]

/** The i18n key for any server message: the constraint's own text, else the kind's. */
export function serverRefusalKey(message: string): string {
  return (
    serverMessageKey(message) ??
    BY_FUNCTION_MESSAGE.find(([pattern]) => pattern.test(message))?.[1] ??
    ADDED.find(([pattern]) => pattern.test(message))?.[1] ??
    BY_KIND.find(([pattern]) => pattern.test(message))?.[1] ??
    'errors:server.refused'
  )
}
