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
  [/^Only this organization's administrators can do this/, 'groupAdmin:errors.notManager'],
  [/^The owner's roles in the organization cannot be changed/, 'groupAdmin:errors.ownerRoles'],
  [/^Only the owner can change who administers/, 'groupAdmin:errors.ownerOnly'],
  [/^This person is not a member of the organization/, 'groupAdmin:errors.notMember'],
  [/^This person already holds the role in the organization/, 'groupAdmin:errors.alreadyHeld'],
  [/^An administrator suspended this role/, 'groupAdmin:errors.suspended'],
  [/^Organizations cannot give the role/, 'groupAdmin:errors.platformRole'],
  [/^You cannot revoke your own role here/, 'groupAdmin:errors.ownRole'],
  [/^No such join request$/, 'groupAdmin:errors.gone'],
  [/^A name of 1 to 80 characters is required/, 'automation:errors.nameRequired'],
  [/^A title of 1 to 120 characters is required/, 'automation:errors.titleRequired'],
  [/^A message of 1 to 500 characters is required/, 'automation:errors.messageRequired'],
  [/^Unknown condition field for this event/, 'automation:errors.unknownField'],
  [/^Unknown comparison for /, 'automation:errors.unknownComparison'],
  [/^The condition on .* needs a value/, 'automation:errors.valueRequired'],
  [/^Compare .* with a number/, 'automation:errors.numberRequired'],
  [/^Unknown value for /, 'automation:errors.unknownValue'],
  [/^A rule has at most 10 conditions/, 'automation:errors.tooManyConditions'],
  [/^Choose at least one action/, 'automation:errors.actionRequired'],
  [/^A rule has at most 5 actions/, 'automation:errors.tooManyActions'],
  [/^This event does not offer the action/, 'automation:errors.actionNotOffered'],
  [/^Notifying the team needs a rule/, 'automation:errors.teamNeedsOrganization'],
  [/^A rule can only mark an application/, 'automation:errors.statusInvalid'],
  [/^You can have at most 25 rules/, 'automation:errors.tooManyRules'],
  [/^No such rule$/, 'automation:errors.gone'],
  [/^The webhook URL must start with https:/, 'integrations:webhooks.urlInvalid'],
  [/^Unknown event: /, 'integrations:errors.unknownEvent'],
  [/^Choose at least one event/, 'integrations:webhooks.eventsRequired'],
  [/^Choose at least one scope/, 'integrations:keys.scopesRequired'],
  [/^A key name of 1 to 80 characters/, 'integrations:keys.nameRequired'],
  [/^The description must be at most 200/, 'integrations:webhooks.descriptionTooLong'],
  [/^You can have at most 20 active API keys/, 'integrations:errors.tooManyKeys'],
  [/^You can have at most 10 webhooks/, 'integrations:errors.tooManyWebhooks'],
  [/^No such (webhook|delivery)$|^This key is already revoked/, 'integrations:errors.gone'],
]

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
    BY_KIND.find(([pattern]) => pattern.test(message))?.[1] ??
    'errors:server.refused'
  )
}
