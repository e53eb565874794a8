// Posting a job: the shared job form rules (spec section 5) plus pay transparency. BC (since
// Nov 2023) and Ontario (2026, range at most $50,000 wide) require the pay range in public
// postings, so the range is required here as it is on the server (jobs_budget_* constraints).
// Ontario's width rule holds per pay unit (src/lib/pay-unit.ts): hourly ranges at 2,080 hours.
import type * as z from 'zod'
import type { JobDoc } from '@/db/index.ts'
import { exceedsOntarioWidth, implausibleForUnit, isPayUnit } from '@/lib/pay-unit.ts'
import { jobFormSchema, JOB_FORM_DEFAULTS, msg, type JobForm } from '@/lib/validation/index.ts'

export const ONTARIO_RANGE_MESSAGE = 'jobs:post.ontarioRange'
export const ONTARIO_HOURLY_RANGE_MESSAGE = 'jobs:post.ontarioRangeHourly'

// Runs even when other fields failed (`when`), so the budget messages show with the rest; the
// values may then be partly unparsed, hence the type checks.
export const jobPostingSchema = jobFormSchema.superRefine(
  (form, ctx) => {
    const amounts: Record<string, number | undefined> = {}
    for (const field of ['budgetMin', 'budgetMax'] as const) {
      const value: unknown = form[field]
      if (value === undefined || value === '') {
        ctx.addIssue({ code: 'custom', message: msg('fieldRequired'), path: [field] })
      } else if (typeof value === 'number' && value <= 0) {
        ctx.addIssue({ code: 'custom', message: msg('budgetInvalid'), path: [field] })
      } else if (typeof value === 'number' && Number.isSafeInteger(value)) {
        amounts[field] = value
      }
    }
    const { budgetMin, budgetMax } = amounts
    // Without a unit the width has no limit to meet yet; the unit's own message shows instead.
    const unit = isPayUnit(form.payUnit) ? form.payUnit : undefined
    if (
      unit &&
      budgetMin !== undefined &&
      budgetMax !== undefined &&
      exceedsOntarioWidth(String(form.locationProvince), unit, budgetMin, budgetMax)
    ) {
      const message = unit === 'hourly' ? ONTARIO_HOURLY_RANGE_MESSAGE : ONTARIO_RANGE_MESSAGE
      ctx.addIssue({ code: 'custom', message, path: ['budgetMax'] })
    }
    const implausible =
      unit && budgetMin !== undefined && budgetMax !== undefined
        ? implausibleForUnit(unit, budgetMin, budgetMax)
        : null
    if (implausible === 'hourlyTooHigh') {
      ctx.addIssue({ code: 'custom', message: 'jobs:post.hourlyTooHigh', path: ['budgetMax'] })
    } else if (implausible === 'yearlyTooLow') {
      ctx.addIssue({ code: 'custom', message: 'jobs:post.yearlyTooLow', path: ['budgetMin'] })
    }
  },
  { when: () => true },
)

/** What the form's inputs hold (strings for numbers, so a half-typed value is kept as typed). */
export interface JobFormValues {
  title: string
  description: string
  tradeSpecialty: string
  experienceLevel: string
  locationCity: string
  locationProvince: string
  workType: string
  duration: string
  budgetMin: string
  budgetMax: string
  payUnit: string
  urgency: string
  requirements: string[]
  benefits: string[]
  isFeatured: boolean
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  tradeSpecialty: '',
  experienceLevel: '',
  locationCity: '',
  locationProvince: '',
  workType: '',
  duration: '',
  budgetMin: '',
  budgetMax: '',
  payUnit: '',
  urgency: JOB_FORM_DEFAULTS.urgency,
  requirements: [...JOB_FORM_DEFAULTS.requirements],
  benefits: [...JOB_FORM_DEFAULTS.benefits],
  isFeatured: JOB_FORM_DEFAULTS.isFeatured,
}

/** Blank selects are "not chosen" (so the spec's select messages show, not a type error). */
export function formInput(values: JobFormValues): Record<string, unknown> {
  const blank = (v: string) => (v === '' ? undefined : v)
  return {
    ...values,
    tradeSpecialty: blank(values.tradeSpecialty),
    experienceLevel: blank(values.experienceLevel),
    locationProvince: blank(values.locationProvince),
    workType: blank(values.workType),
    payUnit: blank(values.payUnit),
  }
}

type JobRow = Omit<JobDoc, 'sort_desc'>

/** The replicated row for a valid form (lists as JSON text, see supabase/README.md). */
export function jobRowFromForm(
  form: JobForm,
  ids: { id: string; ownerId: string; organizationId?: string | null },
  createdAt: string,
): JobRow {
  return {
    id: ids.id,
    owner_id: ids.ownerId,
    organization_id: ids.organizationId ?? null,
    title: form.title,
    description: form.description,
    trade_specialty: form.tradeSpecialty,
    experience_level: form.experienceLevel,
    location_city: form.locationCity,
    location_province: form.locationProvince,
    work_type: form.workType,
    duration: form.duration ?? null,
    budget_min: form.budgetMin ?? null,
    budget_max: form.budgetMax ?? null,
    pay_unit: form.payUnit,
    urgency: form.urgency,
    requirements: JSON.stringify(form.requirements),
    benefits: JSON.stringify(form.benefits),
    is_featured: form.isFeatured,
    status: 'open',
    created_at: createdAt,
  }
}

/** The fields an edit may change (owner, status and creation time stay). */
export function jobPatchFromForm(form: JobForm): Partial<JobRow> {
  const {
    id: _id,
    owner_id: _o,
    organization_id: _g,
    status: _s,
    created_at: _c,
    ...patch
  } = jobRowFromForm(form, { id: '', ownerId: '' }, '')
  return patch
}

export function parseList(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/** Form values of an existing job (editing). */
export function formValuesFromJob(job: JobRow): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    tradeSpecialty: job.trade_specialty,
    experienceLevel: job.experience_level,
    locationCity: job.location_city,
    locationProvince: job.location_province,
    workType: job.work_type,
    duration: job.duration ?? '',
    budgetMin: job.budget_min === null ? '' : String(job.budget_min),
    budgetMax: job.budget_max === null ? '' : String(job.budget_max),
    payUnit: job.pay_unit,
    urgency: job.urgency,
    requirements: parseList(job.requirements),
    benefits: parseList(job.benefits),
    isFeatured: job.is_featured,
  }
}

export type JobPosting = z.output<typeof jobPostingSchema>
