// Every job rule with its message (spec section 5 + pay transparency), through the shared schema.
import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { fieldErrors } from '@/lib/validation/index.ts'
import {
  EMPTY_JOB_FORM,
  formInput,
  formValuesFromJob,
  jobPatchFromForm,
  jobPostingSchema,
  jobRowFromForm,
  type JobFormValues,
} from './job-posting.ts'

const t = (key: string, values?: Record<string, unknown>) =>
  String(i18n.t(key as never, values as never))

const valid: JobFormValues = {
  ...EMPTY_JOB_FORM,
  title: 'Journeyman electrician for a school retrofit',
  description:
    'Replace lighting and panels in a two-storey school over the summer break. Lockout procedures required.',
  tradeSpecialty: 'electrical',
  experienceLevel: 'experienced',
  locationCity: 'Surrey',
  locationProvince: 'British Columbia',
  workType: 'contract',
  budgetMin: '30000',
  budgetMax: '42000',
  payUnit: 'fixed',
  requirements: ['Red Seal 309A', '  '],
  benefits: ['Paid parking'],
}

function errorsOf(values: Partial<JobFormValues>): Record<string, string> {
  const result = jobPostingSchema.safeParse(formInput({ ...valid, ...values }))
  return result.success ? {} : fieldErrors(result.error, t)
}

describe('job posting rules and messages', () => {
  it('accepts a complete form, applies the defaults and drops blank list entries', () => {
    const result = jobPostingSchema.parse(formInput(valid))
    expect(result.urgency).toBe('normal')
    expect(result.isFeatured).toBe(false)
    expect(result.requirements).toEqual(['Red Seal 309A'])
  })

  it.each([
    [{ title: 'Fix' }, 'title', 'Text must be at least 5 characters'],
    [{ title: 'x'.repeat(201) }, 'title', 'Text cannot exceed 200 characters'],
    [{ description: 'Too short.' }, 'description', 'Content must be at least 50 characters'],
    [{ description: 'x'.repeat(5001) }, 'description', 'Content cannot exceed 5000 characters'],
    [{ tradeSpecialty: '' }, 'tradeSpecialty', 'Please select a valid trade specialty'],
    [{ tradeSpecialty: 'astronaut' }, 'tradeSpecialty', 'Please select a valid trade specialty'],
    [{ experienceLevel: '' }, 'experienceLevel', 'Please select an experience level'],
    [{ locationCity: 'X' }, 'locationCity', 'Text must be at least 2 characters'],
    [{ locationCity: 'x'.repeat(101) }, 'locationCity', 'Text cannot exceed 100 characters'],
    [{ locationProvince: '' }, 'locationProvince', 'Please select a valid Canadian province'],
    [{ locationProvince: 'Texas' }, 'locationProvince', 'Please select a valid Canadian province'],
    [{ workType: '' }, 'workType', 'Please select a work type'],
    [{ duration: 'x'.repeat(101) }, 'duration', 'Text cannot exceed 100 characters'],
    [{ budgetMin: '' }, 'budgetMin', 'This field is required'],
    [{ budgetMax: '' }, 'budgetMax', 'This field is required'],
    [{ budgetMin: '12.5' }, 'budgetMin', 'Please enter a valid budget amount'],
    [{ budgetMax: 'lots' }, 'budgetMax', 'Please enter a valid budget amount'],
    [{ budgetMin: '0' }, 'budgetMin', 'Please enter a valid budget amount'],
    [{ payUnit: '' }, 'payUnit', 'Please select a pay unit'],
    [{ payUnit: 'weekly' }, 'payUnit', 'Please select a pay unit'],
    [
      { budgetMin: '50000', budgetMax: '40000' },
      'budgetMax',
      'Maximum budget must be greater than minimum budget',
    ],
    [
      { locationProvince: 'Ontario', budgetMin: '40000', budgetMax: '95000' },
      'budgetMax',
      'Ontario postings: the range may be at most $50,000 wide',
    ],
    [
      { locationProvince: 'Ontario', payUnit: 'yearly', budgetMin: '70000', budgetMax: '120001' },
      'budgetMax',
      'Ontario postings: the range may be at most $50,000 wide',
    ],
    [
      { locationProvince: 'Ontario', payUnit: 'hourly', budgetMin: '30', budgetMax: '55' },
      'budgetMax',
      'Ontario postings: an hourly range may be at most $24 wide ($50,000 a year at 2,080 hours)',
    ],
    [
      { payUnit: 'hourly', budgetMin: '40000', budgetMax: '45000' },
      'budgetMax',
      'An hourly rate above $200 looks like a yearly salary or a contract total: choose that pay unit',
    ],
    [
      { payUnit: 'yearly', budgetMin: '38', budgetMax: '46000' },
      'budgetMin',
      'A yearly salary of $200 or less looks like an hourly rate: choose Hourly',
    ],
  ] as const)('%j -> %s: %s', (values, field, message) => {
    expect(errorsOf(values)[field]).toBe(message)
  })

  it('shows every field message at once, budget included', () => {
    const errors = errorsOf({ title: '', budgetMin: '', workType: '' })
    expect(Object.keys(errors).sort()).toEqual(['budgetMin', 'title', 'workType'])
  })

  it('allows a $50,000-wide Ontario range (a $24-wide hourly one) and any width elsewhere', () => {
    for (const payUnit of ['yearly', 'fixed']) {
      expect(
        errorsOf({ locationProvince: 'Ontario', payUnit, budgetMin: '40000', budgetMax: '90000' }),
      ).toEqual({})
    }
    expect(
      errorsOf({
        locationProvince: 'Ontario',
        payUnit: 'hourly',
        budgetMin: '30',
        budgetMax: '54',
      }),
    ).toEqual({})
    expect(errorsOf({ budgetMin: '1000', budgetMax: '900000' })).toEqual({})
    expect(errorsOf({ payUnit: 'hourly', budgetMin: '20', budgetMax: '90' })).toEqual({})
  })

  it('checks the Ontario width only once a unit is chosen', () => {
    expect(
      errorsOf({ locationProvince: 'Ontario', payUnit: '', budgetMin: '30', budgetMax: '90000' }),
    ).toEqual({ payUnit: 'Please select a pay unit' })
  })

  it('maps a valid form to the replicated row and back for editing', () => {
    const form = jobPostingSchema.parse(formInput(valid))
    const row = jobRowFromForm(form, { id: 'j1', ownerId: 'u1' }, '2026-11-21T20:00:00.000Z')
    expect(row).toMatchObject({
      trade_specialty: 'electrical',
      location_province: 'British Columbia',
      budget_min: 30000,
      budget_max: 42000,
      pay_unit: 'fixed',
      requirements: '["Red Seal 309A"]',
      benefits: '["Paid parking"]',
      duration: null,
      status: 'open',
      is_featured: false,
    })
    expect(formValuesFromJob(row)).toEqual({ ...valid, requirements: ['Red Seal 309A'] })
    const patch = jobPatchFromForm(form)
    expect(patch).not.toHaveProperty('owner_id')
    expect(patch).not.toHaveProperty('status')
    expect(patch.title).toBe(valid.title)
  })
})
