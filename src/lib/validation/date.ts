// Date rules (spec section 5): YYYY-MM-DD, real calendar dates; "future" means after now.
// The clock is a parameter so the rule is testable.
import * as z from 'zod'
import { msg } from './messages.ts'

export type Clock = () => Date

const systemClock: Clock = () => new Date()

/** The local midnight a YYYY-MM-DD string names, or null if it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return real ? date : null
}

const requiredDate = z
  .string({ error: msg('dateRequired') })
  .trim()
  .min(1, { error: msg('dateRequired'), abort: true })

export const dateSchema = requiredDate.refine((v) => parseIsoDate(v) !== null, {
  error: msg('dateInvalid'),
})

export function futureDateSchema(now: Clock = systemClock) {
  return requiredDate.superRefine((value, ctx) => {
    const date = parseIsoDate(value)
    if (!date) ctx.addIssue({ code: 'custom', message: msg('dateInvalid') })
    else if (date.getTime() <= now().getTime())
      ctx.addIssue({ code: 'custom', message: msg('dateNotInFuture') })
  })
}
