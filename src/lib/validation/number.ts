// Number rules (spec section 5). Form inputs hand over strings; blank means "not given".
import * as z from 'zod'
import { msg, type ValidationMessage } from './messages.ts'

export interface NumberMessages {
  required?: ValidationMessage
  invalid?: ValidationMessage
  notPositive?: ValidationMessage
}

function toNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') {
    const trimmed = value.trim()
    if (trimmed === '') return undefined
    // Number('') and Number(' ') are 0, and Number('0x10') is 16: only plain decimals count.
    return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN
  }
  return value
}

function numberCore(messages: NumberMessages) {
  const invalid = messages.invalid ?? msg('numberInvalid')
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? (messages.required ?? msg('fieldRequired')) : invalid,
    })
    .refine(Number.isFinite, { error: invalid })
}

/** A required number. */
export function numberSchema(messages: NumberMessages = {}) {
  return z.preprocess(toNumber, numberCore(messages))
}

/** A required number above 0. */
export function positiveNumberSchema(messages: NumberMessages = {}) {
  return z.preprocess(
    toNumber,
    numberCore(messages).refine((n) => n > 0, {
      error: messages.notPositive ?? msg('numberNotPositive'),
    }),
  )
}

/** An optional whole number: blank is fine, anything else must be an integer of 0 or more. */
export function optionalWholeNumberSchema(invalid: ValidationMessage = msg('numberInvalid')) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: invalid })
      .refine((n) => Number.isSafeInteger(n) && n >= 0, { error: invalid })
      .optional(),
  )
}
