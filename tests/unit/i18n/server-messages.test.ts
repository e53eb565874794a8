import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../../src/i18n/index.ts'
import { serverMessageKey, serverRefusalKey } from '../../../src/lib/server-messages.ts'

// Members' namespaces load on demand, as a page asks for them.
beforeAll(() => i18n.loadNamespaces('admin'))

const text = (message: string) => i18n.t((serverMessageKey(message) ?? '') as never)

describe('server refusals in the spec wording', () => {
  it.each([
    ['job_applications_one_per_job', 'You have already applied to this job'],
    ['job_applications_job_open', 'This job is no longer accepting applications'],
    ['job_applications_not_own_job', 'You cannot apply to your own job'],
    ['jobs_budget_range_ontario', 'Ontario postings: the range may be at most $50,000 wide'],
    [
      'jobs_budget_range_ontario_hourly',
      'Ontario postings: an hourly range may be at most $24 wide ($50,000 a year at 2,080 hours)',
    ],
    ['jobs_pay_unit_valid', 'Please select a pay unit'],
    [
      'jobs_pay_hourly_ceiling',
      'An hourly rate above $200 looks like a yearly salary or a contract total: choose that pay unit',
    ],
    [
      'jobs_pay_yearly_floor',
      'A yearly salary of $200 or less looks like an hourly rate: choose Hourly',
    ],
    ['jobs_budget_order', 'Maximum budget must be greater than minimum budget'],
  ])('%s', (constraint, expected) => {
    expect(
      text(`new row for relation "job_applications" violates check constraint "${constraint}"`),
    ).toBe(expected)
  })

  it('leaves messages that name no known constraint to their kind', () => {
    expect(serverMessageKey('JWT expired')).toBeNull()
  })
})

describe('any other server message, by its kind, never in its own words', () => {
  it.each([
    [
      'new row violates row-level security policy for table "jobs"',
      'You are not allowed to make this change.',
    ],
    ['duplicate key value violates unique constraint "saved_jobs_pkey"', 'This already exists.'],
    [
      'insert or update on table "saved_jobs" violates foreign key constraint "saved_jobs_job_id_fkey"',
      'It refers to something that no longer exists.',
    ],
    [
      'null value in column "title" of relation "jobs" violates not-null constraint',
      'A required value is missing.',
    ],
    [
      'new row for relation "jobs" violates check constraint "jobs_organization_member"',
      'A value is not accepted.',
    ],
    ['invalid input syntax for type uuid: "x"', 'A value is not in the expected form.'],
    ['JWT expired', 'Your session has ended: sign in again to send it.'],
    ['TypeError: Failed to fetch', 'The server could not be reached.'],
    ['something nobody expected', 'The server refused this change.'],
  ])('%s', (message, expected) => {
    expect(i18n.t(serverRefusalKey(message) as never)).toBe(expected)
  })

  it.each([
    ['You already hold the role company', 'You already hold this role.'],
    [
      'A request for the role auditor is already pending',
      'A request for this role is already waiting for a decision.',
    ],
    [
      'You do not hold the role company as an active role',
      'This role is not active for you: request it, or wait for the decision.',
    ],
    [
      'You cannot suspend your own account',
      'This is your account: another administrator has to suspend it.',
    ],
    ['This account is already suspended', 'This account is already suspended.'],
    ['This account is not suspended', 'This account is not suspended.'],
    ['A reason is required', 'Give a reason.'],
    ['The reason must be at most 1,000 characters', 'The reason can be at most 1000 characters.'],
  ])('a function refusal: %s', (message, expected) => {
    expect(i18n.t(serverRefusalKey(message) as never)).toBe(expected)
  })

  it("keeps a known constraint's own words first", () => {
    expect(serverRefusalKey('violates check constraint "jobs_budget_order"')).toBe(
      'validation:budgetMaxBelowMin',
    )
  })

  it('reads the messages a member-only area adds when it loads, and no others', async () => {
    const message = 'Unknown condition field for this event: days_left'
    expect(serverRefusalKey(message)).toBe('errors:server.refused')
    await import('../../../src/features/automation/refusal.ts')
    expect(serverRefusalKey(message)).toBe('automation:errors.unknownField')
    await i18n.loadNamespaces('automation')
    expect(i18n.t(serverRefusalKey(message) as never)).toBe('Choose a field this event offers')
  })
})
