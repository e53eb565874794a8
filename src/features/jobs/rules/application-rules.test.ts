// Every application rule with its message, through the shared schema, plus who may do what.
import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { applicationFormSchema, fieldErrors } from '@/lib/validation/index.ts'
import {
  applicationRow,
  applyBlock,
  canResubmit,
  canWithdraw,
  countByStatus,
  groupByStatus,
  reviewerActions,
  syncedApplicationKey,
} from './application-rules.ts'

const t = (key: string, values?: Record<string, unknown>) =>
  String(i18n.t(key as never, values as never))
const now = () => new Date(2026, 10, 21, 12, 0)
const valid = {
  cover_letter:
    'I have rewired three schools in Laval and hold my Red Seal 309A ticket since 2015.',
  proposed_rate: '58',
  relevant_experience: 'Ten years commercial electrical',
  availability_start: '2026-12-01',
  portfolio_items: 'https://example.com/marc',
  estimated_hours: '320',
}

function errorsOf(values: Partial<Record<keyof typeof valid, string>>): Record<string, string> {
  const r = applicationFormSchema(now).safeParse({ ...valid, ...values })
  return r.success ? {} : fieldErrors(r.error, t)
}

describe('application rules and messages', () => {
  it('accepts a complete application', () => {
    expect(errorsOf({})).toEqual({})
    expect(errorsOf({ portfolio_items: '', estimated_hours: '' })).toEqual({})
  })

  it.each([
    [{ cover_letter: 'Too short' }, 'cover_letter', 'Content must be at least 50 characters'],
    [{ cover_letter: 'x'.repeat(2001) }, 'cover_letter', 'Content cannot exceed 2000 characters'],
    [{ proposed_rate: '' }, 'proposed_rate', 'Hourly rate is required'],
    [{ proposed_rate: 'abc' }, 'proposed_rate', 'Please enter a valid number'],
    [{ proposed_rate: '0' }, 'proposed_rate', 'Hourly rate must be greater than 0'],
    [
      { relevant_experience: 'Some' },
      'relevant_experience',
      'Content must be at least 10 characters',
    ],
    [
      { relevant_experience: 'x'.repeat(1001) },
      'relevant_experience',
      'Content cannot exceed 1000 characters',
    ],
    [{ availability_start: '' }, 'availability_start', 'Date is required'],
    [{ availability_start: '2026-02-30' }, 'availability_start', 'Please enter a valid date'],
    [{ availability_start: '2026-11-20' }, 'availability_start', 'Date must be in the future'],
    [
      { portfolio_items: 'example.com' },
      'portfolio_items',
      'Please enter a valid URL starting with http:// or https://',
    ],
    [{ estimated_hours: '12.5' }, 'estimated_hours', 'Please enter a valid number of hours'],
  ] as const)('%j -> %s: %s', (values, field, message) => {
    expect(errorsOf(values)[field]).toBe(message)
  })

  it('offers the form once per job per craftsman, never on own or closed jobs', () => {
    const job = { owner_id: 'company', status: 'open' as const }
    expect(applyBlock(job, 'me', null)).toBeNull()
    expect(t(applyBlock(job, 'company', null) ?? '')).toBe('You cannot apply to your own job')
    expect(t(applyBlock(job, 'me', { status: 'withdrawn' }) ?? '')).toBe(
      'You have already applied to this job',
    )
    expect(t(applyBlock({ ...job, status: 'closed' }, 'me', null) ?? '')).toBe(
      'This job is no longer accepting applications',
    )
  })

  it('withdraws until decided, resubmits while open, reviewers never touch withdrawn', () => {
    expect(['submitted', 'viewed', 'shortlisted'].every((s) => canWithdraw(s as never))).toBe(true)
    expect(canWithdraw('accepted') || canWithdraw('rejected') || canWithdraw('withdrawn')).toBe(
      false,
    )
    expect(canResubmit('withdrawn', 'open')).toBe(true)
    expect(canResubmit('withdrawn', 'closed')).toBe(false)
    expect(reviewerActions('withdrawn')).toEqual([])
    expect(reviewerActions('shortlisted')).toEqual(['accepted', 'rejected'])
  })

  it('builds the row a new application is saved as', () => {
    const form = applicationFormSchema(now).parse(valid)
    const row = applicationRow(
      form,
      { id: 'a', jobId: 'j', applicantId: 'me', jobOwnerId: 'co' },
      'T',
    )
    expect(row).toMatchObject({
      status: 'submitted',
      proposed_rate: 58,
      estimated_hours: 320,
      job_owner_id: 'co',
    })
  })

  it('counts and groups by status', () => {
    const apps = [{ status: 'submitted' }, { status: 'submitted' }, { status: 'accepted' }] as const
    expect(countByStatus(apps)).toMatchObject({ submitted: 2, accepted: 1, withdrawn: 0 })
    expect(groupByStatus(apps).map((g) => g.status)).toEqual(['submitted', 'accepted'])
  })
})

describe('what the applicant sees of a delivered application (issue 41)', () => {
  it('says received only while submitted, else the real status', () => {
    const words = (status: Parameters<typeof syncedApplicationKey>[0]) =>
      t(syncedApplicationKey(status))
    expect(words('submitted')).toBe('Received by the company')
    expect(words('withdrawn')).toBe('Withdrawn')
    expect(words('rejected')).toBe('Not selected')
    expect(words('accepted')).toBe('Accepted')
  })
})
