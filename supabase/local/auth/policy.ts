// The password policy in GoTrue's terms. The default is the product's (spec section 5: at least 8
// characters with a lower-case letter, an upper-case letter and a digit), which is what
// supabase/config.toml sets for hosted auth; a server follows its config's policy
// (`passwordMinLength`, `passwordRequirements` from config.toml's `minimum_password_length` and
// `password_requirements`).
// Above every policy: at most 72 bytes, all bcrypt reads (GoTrue's MaxPasswordLength), which
// also keeps the spec's 128-character maximum.
import type { LocalConfig } from '../types.ts'
import { AuthError, validationFailed } from './errors.ts'

/** bcrypt ignores what follows the first 72 bytes, so longer passwords are refused. */
export const MAX_PASSWORD_BYTES = 72

/** Whether a password is longer than bcrypt reads (UTF-8 bytes, as Go's len counts them). */
export const passwordTooLong = (password: string): boolean =>
  Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES

export interface PasswordPolicy {
  minLength: number
  /** At least one character of each set is required. */
  requiredCharacters: readonly string[]
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'

/** config.toml's `password_requirements` values and the character sets GoTrue derives from them. */
export const REQUIREMENTS: Record<string, readonly string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
}

export const PRODUCT_POLICY: PasswordPolicy = {
  minLength: 8,
  requiredCharacters: REQUIREMENTS.lower_upper_letters_digits!,
}

/**
 * The policy this server enforces: config.toml's minimum_password_length and
 * password_requirements (the product's when a partial config leaves them out).
 */
export function passwordPolicy(config: Partial<LocalConfig>): PasswordPolicy {
  const sets =
    config.passwordRequirements === undefined
      ? undefined
      : REQUIREMENTS[config.passwordRequirements]
  return {
    minLength: config.passwordMinLength ?? PRODUCT_POLICY.minLength,
    requiredCharacters: sets ?? PRODUCT_POLICY.requiredCharacters,
  }
}

export interface WeakPassword {
  reasons: string[]
  message: string
}

/** The policy failures of a password (GoTrue's reasons and messages), or null when it passes. */
export function passwordWeakness(
  password: string,
  policy: PasswordPolicy = PRODUCT_POLICY,
): WeakPassword | null {
  const reasons: string[] = []
  const messages: string[] = []
  if ([...password].length < policy.minLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${policy.minLength} characters.`)
  }
  const sets = policy.requiredCharacters
  if (sets.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  return reasons.length > 0 ? { reasons, message: messages.join(' ') } : null
}

/** Throws GoTrue's validation_failed above MAX_PASSWORD_BYTES (its message says characters). */
export function assertPasswordLength(password: string): void {
  if (passwordTooLong(password)) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
}

/** Throws GoTrue's validation_failed (too long) or weak_password (with reasons) error. */
export function assertPasswordAllowed(
  password: string,
  policy: PasswordPolicy = PRODUCT_POLICY,
): void {
  assertPasswordLength(password)
  const weak = passwordWeakness(password, policy)
  if (weak) {
    throw new AuthError(422, 'weak_password', weak.message, {
      weak_password: { reasons: weak.reasons },
    })
  }
}
