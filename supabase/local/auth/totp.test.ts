// TOTP against RFC 6238's published SHA-1 test values, the skew window and the otpauth URI.
import { describe, expect, it } from 'vitest'
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  totpCode,
  totpUri,
  verifyTotp,
} from './totp.ts'

// RFC 6238 appendix B: the ASCII key "12345678901234567890" and its 8-digit SHA-1 codes.
const RFC_KEY = Buffer.from('12345678901234567890')
const RFC_VALUES: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP', () => {
  it('gives RFC 6238 SHA-1 codes', () => {
    for (const [seconds, code] of RFC_VALUES) {
      expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code)
      // Six digits are the last six of the same number.
      expect(totpCode(base32Encode(RFC_KEY), seconds * 1000)).toBe(code.slice(2))
    }
  })

  it('round-trips base32 and makes 32-character secrets', () => {
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY)
    const secret = generateTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
  })

  it('accepts one step of clock skew either way and nothing further', () => {
    const secret = generateTotpSecret()
    const now = 1_800_000_015_000
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(true)
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(true)
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(true)
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toBe(false)
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toBe(false)
    expect(verifyTotp(secret, '12345', now)).toBe(false)
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false)
  })

  it('builds the otpauth URI authenticator apps import', () => {
    expect(totpUri('localhost:4173', 'ada@example.com', 'ABC234')).toBe(
      'otpauth://totp/localhost:4173:ada@example.com?algorithm=SHA1&digits=6&issuer=localhost%3A4173&period=30&secret=ABC234',
    )
  })
})
