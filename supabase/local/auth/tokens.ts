// Random tokens and one-time codes as GoTrue makes them.
import { createHash, randomBytes, randomInt } from 'node:crypto'

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** A lower-case base32 random string (GoTrue's refresh tokens are 12 such characters). */
export function randomToken(length = 12): string {
  const bytes = randomBytes(length)
  let out = ''
  for (const byte of bytes) out += BASE32[byte & 31]
  return out
}

/** A six-digit one-time code, the `{{ .Token }}` of GoTrue's emails. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** GoTrue's token hash: hex SHA-224 of the email (or phone) followed by the code. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex')
}
