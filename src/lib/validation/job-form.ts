// The job posting form (spec sections 3, 4 and 5).
import * as z from 'zod'
import {
  EXPERIENCE_LEVELS,
  PROVINCES,
  TRADE_SPECIALTIES,
  URGENCIES,
  WORK_TYPES,
} from './catalogues.ts'
import { PAY_UNITS } from '../pay-unit.ts'
import { whenFieldsValid } from './cross-field.ts'
import { msg } from './messages.ts'
import { optionalWholeNumberSchema } from './number.ts'
import { richTextSchema, sanitiseText, textSchema } from './text.ts'

const optionalText = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && sanitiseText(v) === '' ? undefined : v),
    textSchema(min, max).optional(),
  )

/** Blank entries of a list field are dropped rather than rejected. */
const textList = z
  .array(z.string())
  .default([])
  .transform((items) => items.map(sanitiseText).filter((item) => item.length > 0))

export const jobFormSchema = z
  .object({
    title: textSchema(5, 200),
    description: richTextSchema(50, 5000),
    tradeSpecialty: z.enum(TRADE_SPECIALTIES, { error: msg('tradeSpecialtyInvalid') }),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: msg('experienceLevelRequired') }),
    locationCity: textSchema(2, 100),
    locationProvince: z.enum(PROVINCES, { error: msg('provinceInvalid') }),
    workType: z.enum(WORK_TYPES, { error: msg('workTypeRequired') }),
    duration: optionalText(1, 100),
    budgetMin: optionalWholeNumberSchema(msg('budgetInvalid')),
    budgetMax: optionalWholeNumberSchema(msg('budgetInvalid')),
    /** What the range is per (issue 41): chosen by the poster, never assumed. */
    payUnit: z.enum(PAY_UNITS, { error: msg('payUnitRequired') }),
    urgency: z.enum(URGENCIES, { error: msg('urgencyInvalid') }).default('normal'),
    requirements: textList,
    benefits: textList,
    isFeatured: z.boolean().default(false),
  })
  .superRefine(
    (form, ctx) => {
      if (
        form.budgetMin !== undefined &&
        form.budgetMax !== undefined &&
        form.budgetMin > form.budgetMax
      ) {
        ctx.addIssue({ code: 'custom', message: msg('budgetMaxBelowMin'), path: ['budgetMax'] })
      }
    },
    { when: whenFieldsValid('budgetMin', 'budgetMax') },
  )

export type JobFormInput = z.input<typeof jobFormSchema>
export type JobForm = z.output<typeof jobFormSchema>

/** The defaults a new job form starts from (spec section 4). */
export const JOB_FORM_DEFAULTS = {
  urgency: 'normal',
  isFeatured: false,
  requirements: [] as string[],
  benefits: [] as string[],
} as const
