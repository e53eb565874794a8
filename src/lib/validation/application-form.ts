// The job application form (spec sections 3 and 5).
import * as z from 'zod'
import { urlSchema } from './contact.ts'
import { futureDateSchema, type Clock } from './date.ts'
import { msg } from './messages.ts'
import { optionalWholeNumberSchema, positiveNumberSchema } from './number.ts'
import { richTextSchema } from './text.ts'

export function applicationFormSchema(now?: Clock) {
  return z.object({
    cover_letter: richTextSchema(50, 2000),
    proposed_rate: positiveNumberSchema({
      required: msg('hourlyRateRequired'),
      notPositive: msg('hourlyRateNotPositive'),
    }),
    relevant_experience: richTextSchema(10, 1000),
    availability_start: futureDateSchema(now),
    portfolio_items: urlSchema,
    estimated_hours: optionalWholeNumberSchema(msg('hoursInvalid')),
  })
}

export type ApplicationFormInput = z.input<ReturnType<typeof applicationFormSchema>>
export type ApplicationForm = z.output<ReturnType<typeof applicationFormSchema>>
