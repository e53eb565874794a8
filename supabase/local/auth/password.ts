// Password hashing and checking with bcrypt (cost 10, as GoTrue).
import { createHmac, randomBytes } from 'node:crypto'
import { bcryptCompare, bcryptHash } from './bcrypt-pool.ts'
import { passwordTooLong } from './policy.ts'

/** bcrypt cost as GoTrue uses it. */
const BCRYPT_COST = 10

export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, BCRYPT_COST)
}

/**
 * Recently verified (hash, password) pairs, so a repeated sign-in of the same account skips the
 * ~80 ms bcrypt run. Entries are keyed by an HMAC under a per-process random key (nothing
 * reusable is kept), live 15 minutes, and a changed password changes the hash and so the key.
 */
const VERIFIED_TTL_MS = 15 * 60_000
const VERIFIED_MAX = 1000
const cacheKey = randomBytes(32)
const verified = new Map<string, number>()

function verifiedKey(password: string, hash: string): string {
  return createHmac('sha256', cacheKey).update(hash).update('\0').update(password).digest('base64')
}

function rememberVerified(key: string): void {
  verified.delete(key)
  verified.set(key, Date.now() + VERIFIED_TTL_MS)
  if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!)
}

// Compared against when the account does not exist or has no password, so timing does not tell
// whether an email is registered.
// (a cost-10 hash of a random string nobody knows).
const DUMMY_HASH = '$2b$10$/JeKENz74gGLzYpXdsLHm.RNddL7QCqoqYO5X03HqfGR4E8wx0Mui'

/** True when `password` matches the stored bcrypt hash (GoTrue's and pgcrypto's `$2a$`/`$2b$`). */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  // Over 72 bytes bcrypt would compare only the start, so another password could pass; no
  // account can have such a password, so it is simply wrong.
  if (!hash || !hash.startsWith('$2') || passwordTooLong(password)) {
    await bcryptCompare(password, DUMMY_HASH)
    return false
  }
  const key = verifiedKey(password, hash)
  const until = verified.get(key)
  if (until !== undefined && until > Date.now()) return true
  // A malformed stored hash counts as a wrong password, never as a server error.
  const ok = await bcryptCompare(password, hash).catch(() => false)
  if (ok) rememberVerified(key)
  else verified.delete(key)
  return ok
}
