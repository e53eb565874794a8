// The product's password policy (spec section 5) in GoTrue's terms, and bcrypt hashing.
import bcrypt from 'bcryptjs'
import { AuthError, validationFailed } from './errors.ts'

export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 128,
  /** GoTrue's `lower_upper_letters_digits` requirement: one character of each set. */
  requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
} as const

/** bcrypt cost as GoTrue uses it. */
const BCRYPT_COST = 10

export interface WeakPassword {
  reasons: string[]
  message: string
}

/** The policy failures of a password (GoTrue's reasons and messages), or null when it passes. */
export function passwordWeakness(password: string): WeakPassword | null {
  const reasons: string[] = []
  const messages: string[] = []
  if ([...password].length < PASSWORD_POLICY.minLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${PASSWORD_POLICY.minLength} characters.`)
  }
  const sets = PASSWORD_POLICY.requiredCharacters
  if (sets.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  return reasons.length > 0 ? { reasons, message: messages.join(' ') } : null
}

/** Throws GoTrue's validation_failed (too long) or weak_password (with reasons) error. */
export function assertPasswordAllowed(password: string): void {
  if ([...password].length > PASSWORD_POLICY.maxLength) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_POLICY.maxLength} characters`)
  }
  const weak = passwordWeakness(password)
  if (weak) {
    throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } })
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

// Compared against when the account does not exist or has no password, so timing does not tell
// whether an email is registered.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST)

/** True when `password` matches the stored bcrypt hash (GoTrue's and pgcrypto's `$2a$`/`$2b$`). */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) {
    await bcrypt.compare(password, DUMMY_HASH)
    return false
  }
  try {
    return await bcrypt.compare(password, hash)
  } catch {
    return false
  }
}
