// Email rule (spec section 5): required, valid format, at most 254 characters; the value is
// lowercased, trimmed and stripped of odd characters before it is checked or sent.
import * as z from 'zod'
import { msg } from './messages.ts'

export const EMAIL_MAX_LENGTH = 254

// Addresses people actually type are letters, digits and . _ % + - around one @. Anything
// else (spaces pasted from mail clients, zero-width characters, quotes, angle brackets) is noise.
const ODD_CHARACTERS = /[^a-z0-9@._%+-]/g

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase().replace(ODD_CHARACTERS, '')
}

// Deliberately plain: one @, a dotted domain with a 2+ letter top level, no empty labels.
const EMAIL_FORMAT = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/

export function isEmailFormat(value: string): boolean {
  return EMAIL_FORMAT.test(value) && !value.includes('..') && !value.startsWith('.')
}

/** Parses to the normalised address. One message at a time: required, then length, then format. */
export const emailSchema = z
  .string({ error: msg('emailRequired') })
  .transform(normaliseEmail)
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: msg('emailRequired') })
    else if (value.length > EMAIL_MAX_LENGTH)
      ctx.addIssue({ code: 'custom', message: msg('emailTooLong') })
    else if (!isEmailFormat(value)) ctx.addIssue({ code: 'custom', message: msg('emailInvalid') })
  })
