// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as GoTrue's TOTP factors use
// them: a 20-byte secret shown as unpadded base32, 30-second steps, six digits, HMAC-SHA-1, and
// one step of clock skew either way when checking a code.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Steps before and after the current one whose code is still accepted. */
export const TOTP_SKEW_STEPS = 1
/** GoTrue's (pquerna/otp's) secret size in bytes. */
const SECRET_BYTES = 20

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, as authenticator apps read secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const ch of clean) {
    const index = BASE32.indexOf(ch)
    if (index < 0) throw new Error(`invalid base32 character "${ch}"`)
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A fresh random secret, base32 encoded (32 characters). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES))
}

/** RFC 4226 HOTP: the `digits`-digit code for `counter` under the raw key. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code a correct authenticator shows for the base32 `secret` at `atMs` (ms since epoch). */
export function totpCode(secret: string, atMs = Date.now()): string {
  const step = Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
  return hotp(base32Decode(secret), step)
}

/** Whether `code` is the secret's code for the current step or one step either side of it. */
export function verifyTotp(secret: string, code: string, atMs = Date.now()): boolean {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return false
  const key = base32Decode(secret)
  const step = Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
  let matched = false
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (let delta = -TOTP_SKEW_STEPS; delta <= TOTP_SKEW_STEPS; delta++) {
    const expected = Buffer.from(hotp(key, step + delta))
    if (timingSafeEqual(expected, Buffer.from(code))) matched = true
  }
  return matched
}

/**
 * The otpauth:// URI authenticator apps import (Google's Key Uri Format), with the query keys in
 * the sorted order GoTrue's Go encoder gives them.
 */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  // Go escapes a URL path keeping the sub-delimiters, ':' and '@' as they are.
  const label = encodeURIComponent(`${issuer}:${accountName}`).replace(
    /%(24|26|2B|2C|3A|3B|3D|40)/gi,
    (escaped) => decodeURIComponent(escaped),
  )
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  })
  return `otpauth://totp/${label}?${query.toString()}`
}
