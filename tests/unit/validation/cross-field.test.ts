// Cross-field rules (issue 39): a rule comparing two fields reports its message together with
// every other field's, as soon as the fields it compares are valid themselves. zod skips an
// object's refinements while any field has failed, so a user learned of them one round later.
import { describe, expect, it } from 'vitest'
import {
  jobFormSchema,
  newPasswordFormSchema,
  signUpFormSchema,
  whenFieldsValid,
} from '@/lib/validation/index.ts'
import { EMPTY_JOB_FORM, formInput, jobPostingSchema } from '@/features/jobs/rules/job-posting.ts'
import { errorsOf } from './helpers.ts'

const MISMATCH = 'Passwords do not match'
const MAX_BELOW_MIN = 'Maximum budget must be greater than minimum budget'

describe('sign-up form: confirm password', () => {
  it('reports a mismatch together with a missing email', () => {
    expect(
      errorsOf(signUpFormSchema, {
        email: '',
        password: 'Demo-pass-2026',
        confirmPassword: 'Demo-pass-2027',
      }),
    ).toEqual({ email: 'Email is required', confirmPassword: MISMATCH })
  })
  it('reports a mismatch together with an email of the wrong type', () => {
    expect(
      errorsOf(signUpFormSchema, {
        email: undefined,
        password: 'Demo-pass-2026',
        confirmPassword: 'Demo-pass-2027',
      }),
    ).toMatchObject({ confirmPassword: MISMATCH })
  })
  it('reports a mismatch together with a weak password', () => {
    expect(
      errorsOf(signUpFormSchema, { email: 'a@b.ca', password: 'weak', confirmPassword: 'other' }),
    ).toEqual({ password: 'Password must be at least 8 characters', confirmPassword: MISMATCH })
  })
})

describe('new-password form (recovery link, settings)', () => {
  it('reports a mismatch once the password is valid', () => {
    expect(
      errorsOf(newPasswordFormSchema, {
        password: 'Demo-pass-2026',
        confirmPassword: 'Demo-pass-2027',
      }),
    ).toEqual({ confirmPassword: MISMATCH })
  })
  it('reports a mismatch together with a weak password', () => {
    expect(errorsOf(newPasswordFormSchema, { password: 'weak', confirmPassword: '' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: MISMATCH,
    })
  })
})

describe('job form: pay range', () => {
  const empty = {
    title: '',
    description: '',
    tradeSpecialty: undefined,
    experienceLevel: undefined,
    locationCity: '',
    locationProvince: undefined,
    workType: undefined,
  }
  it('reports minimum above maximum while every other field is empty', () => {
    const errors = errorsOf(jobFormSchema, { ...empty, budgetMin: '5000', budgetMax: '4000' })
    expect(errors).toMatchObject({
      title: 'Text must be at least 5 characters',
      workType: 'Please select a work type',
      budgetMax: MAX_BELOW_MIN,
    })
  })
  it('does not compare an amount that is itself invalid', () => {
    expect(
      errorsOf(jobFormSchema, { ...empty, budgetMin: '5000.5', budgetMax: '4000' }),
    ).toMatchObject({ budgetMin: 'Please enter a valid budget amount' })
    expect(
      errorsOf(jobFormSchema, { ...empty, budgetMin: '5000.5', budgetMax: '4000' }).budgetMax,
    ).toBeUndefined()
  })
})

describe('Post a Job: pay range', () => {
  it('reports minimum above maximum with the empty title and selects', () => {
    const result = jobPostingSchema.safeParse(
      formInput({ ...EMPTY_JOB_FORM, budgetMin: '5000', budgetMax: '4000' }),
    )
    expect(result.success).toBe(false)
    const byField = new Map(result.error?.issues.map((i) => [String(i.path[0]), i.message]))
    expect(byField.get('title')).toBe('validation:textMin')
    expect(byField.get('budgetMax')).toBe('validation:budgetMaxBelowMin')
  })
})

describe('whenFieldsValid', () => {
  const payload = (paths: PropertyKey[][]) =>
    ({ value: {}, issues: paths.map((path) => ({ code: 'custom', path, input: '' })) }) as never
  it('runs when none of the compared fields has an issue', () => {
    expect(whenFieldsValid('a', 'b')(payload([['c'], ['d', 0]]))).toBe(true)
  })
  it('skips when a compared field, or anything inside it, has an issue', () => {
    expect(whenFieldsValid('a', 'b')(payload([['c'], ['b']]))).toBe(false)
    expect(whenFieldsValid('a', 'b')(payload([['a', 'x']]))).toBe(false)
  })
})
