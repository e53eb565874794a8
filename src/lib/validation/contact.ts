// Name, phone and URL rules (spec section 5).
import * as z from 'zod'
import { msg } from './messages.ts'

export const NAME_MAX_LENGTH = 100

// Letters of any script (Québécois, Indigenous and immigrant names: Zoë, Nguyễn, Jean-François),
// combining marks, spaces, hyphens and apostrophes, with at least one letter. The database's
// is_person_name (migration 20261121101450) accepts at least the same, so such a name syncs.
const NAME_CHARACTERS = /^(?=.*\p{L})[\p{L}\p{M}' ’-]+$/u

export const nameSchema = z
  .string({ error: msg('nameRequired') })
  .trim()
  .min(1, { error: msg('nameRequired'), abort: true })
  .max(NAME_MAX_LENGTH, { error: msg('nameTooLong') })
  .regex(NAME_CHARACTERS, { error: msg('nameInvalidCharacters') })

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v

// Separators people type ("+1 (416) 555-0100") are accepted and removed; what remains is
// an optional plus and 1 to 16 digits.
export function normalisePhone(raw: string): string {
  return raw.trim().replace(/[\s().-]/g, '')
}

export const phoneSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: msg('phoneInvalid') })
    .transform(normalisePhone)
    .pipe(z.string().regex(/^\+?\d{1,16}$/, { error: msg('phoneInvalid') }))
    .optional(),
)

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return url.hostname.length > 0
  } catch {
    return false
  }
}

export const urlSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: msg('urlInvalid') })
    .trim()
    .refine(isHttpUrl, { error: msg('urlInvalid') })
    .optional(),
)
