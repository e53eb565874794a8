import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { serverMessageKey } from './server-messages.ts'

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

  it('leaves unknown messages alone', () => {
    expect(serverMessageKey('JWT expired')).toBeNull()
  })
})
