// The product's password policy in GoTrue's terms, and bcrypt through the worker thread.
import { describe, expect, it } from 'vitest'
import { bcryptInWorker } from './bcrypt-pool.ts'
import type { AuthError } from './errors.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { assertPasswordAllowed, passwordPolicy, passwordWeakness } from './policy.ts'

describe('password policy', () => {
  it('accepts the demo password and a typical strong one', () => {
    expect(passwordWeakness('Demo-pass-2026')).toBeNull()
    expect(passwordWeakness('Abcdefg1')).toBeNull()
  })

  it('reports length and character reasons with GoTrue messages', () => {
    expect(passwordWeakness('Ab1')).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    })
    const weak = passwordWeakness('alllowercase')
    expect(weak?.reasons).toEqual(['characters'])
    expect(weak?.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    )
    expect(passwordWeakness('')?.reasons).toEqual(['length', 'characters'])
    expect(passwordWeakness('ALLUPPER123')?.reasons).toEqual(['characters'])
    expect(passwordWeakness('NoDigitsAtAll')?.reasons).toEqual(['characters'])
  })

  it('throws weak_password with reasons, and validation_failed above 72 bytes', () => {
    const weak = (() => {
      try {
        assertPasswordAllowed('short')
      } catch (error) {
        return error
      }
    })() as AuthError
    expect(weak.status).toBe(422)
    expect(weak.code).toBe('weak_password')
    expect(weak.extra).toEqual({ weak_password: { reasons: ['length', 'characters'] } })
    expect(() => assertPasswordAllowed('Aa1' + 'x'.repeat(69))).not.toThrow()
    expect(() => assertPasswordAllowed('Aa1' + 'x'.repeat(70))).toThrow(
      'Password cannot be longer than 72 characters',
    )
    // Bytes, not characters: 35 two-byte letters make 38 characters but 73 bytes.
    expect(() => assertPasswordAllowed('Aa1' + 'é'.repeat(34) + 'x')).not.toThrow()
    expect(() => assertPasswordAllowed('Aa1' + 'é'.repeat(35))).toThrow(
      'Password cannot be longer than 72 characters',
    )
  })
})

describe('configured policy', () => {
  it('follows config.toml style settings when a server is given them', () => {
    const base = {} as Parameters<typeof passwordPolicy>[0]
    const relaxed = passwordPolicy({
      ...base,
      passwordMinLength: 6,
      passwordRequirements: '',
    } as typeof base)
    expect(passwordWeakness('password123', relaxed)).toBeNull()
    expect(passwordWeakness('abc12', relaxed)?.reasons).toEqual(['length'])
    const lettersDigits = passwordPolicy({
      ...base,
      passwordRequirements: 'letters_digits',
    } as typeof base)
    expect(passwordWeakness('password123', lettersDigits)).toBeNull()
    expect(passwordWeakness('passwordabc', lettersDigits)?.reasons).toEqual(['characters'])
    expect(passwordPolicy(base).minLength).toBe(8)
  })
})

describe('bcrypt', () => {
  it('hashes at cost 10 in a worker thread and verifies', async () => {
    const hash = await hashPassword('Str0ng-Passw0rd')
    expect(hash).toMatch(/^\$2[ab]\$10\$/)
    expect(bcryptInWorker()).toBe(true)
    expect(await verifyPassword('Str0ng-Passw0rd', hash)).toBe(true)
    expect(await verifyPassword('Str0ng-Passw0rd', hash)).toBe(true)
    expect(await verifyPassword('wrong-Passw0rd', hash)).toBe(false)
    expect(await verifyPassword('anything', null)).toBe(false)
    expect(await verifyPassword('anything', 'not-a-bcrypt-hash')).toBe(false)
  })

  it('never accepts a password over 72 bytes, though bcrypt would match its first 72', async () => {
    const longest = 'Aa1' + 'x'.repeat(69)
    const hash = await hashPassword(longest)
    expect(await verifyPassword(longest, hash)).toBe(true)
    expect(await verifyPassword(`${longest}y`, hash)).toBe(false)
  })

  it('verifies hashes made by pgcrypto crypt() ($2a$)', async () => {
    // crypt('Demo-pass-2026', gen_salt('bf', 10)) as a hosted seed would write it.
    const { default: bcrypt } = await import('bcryptjs')
    const pgcryptoStyle = bcrypt.hashSync('Demo-pass-2026', 10).replace(/^\$2b\$/, '$2a$')
    expect(await verifyPassword('Demo-pass-2026', pgcryptoStyle)).toBe(true)
  })
})
