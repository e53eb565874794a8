import { describe, expect, it } from 'vitest'
import {
  emailSchema,
  newPasswordFormSchema,
  normaliseEmail,
  signInFormSchema,
  signUpFormSchema,
  signUpPasswordSchema,
} from '@/lib/validation/index.ts'
import { errorsOf, messagesOf, parsed } from './helpers.ts'

describe('email', () => {
  it('is required', () => {
    expect(messagesOf(emailSchema, '')).toEqual(['Email is required'])
    expect(messagesOf(emailSchema, '   ')).toEqual(['Email is required'])
    expect(messagesOf(emailSchema, undefined)).toEqual(['Email is required'])
  })
  it('must look like an address', () => {
    for (const bad of ['jane', 'jane@', '@site.ca', 'jane@site', 'jane@@site.ca', 'a..b@site.ca']) {
      expect(messagesOf(emailSchema, bad), bad).toEqual(['Please enter a valid email address'])
    }
  })
  it('is at most 254 characters', () => {
    const local = 'a'.repeat(64)
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.ca` // 185
    const exact = `${local}@${domain}`.padStart(254, 'x')
    expect(exact).toHaveLength(254)
    expect(messagesOf(emailSchema, exact)).toEqual([])
    expect(messagesOf(emailSchema, `x${exact}`)).toEqual(['Email is too long'])
  })
  it('is lowercased, trimmed and stripped of odd characters', () => {
    expect(normaliseEmail('  Jane.Doe@Example.COM  ')).toBe('jane.doe@example.com')
    expect(normaliseEmail('ja\u200Bne<>"@exa mple.ca')).toBe('jane@example.ca')
    expect(parsed(emailSchema, ' Craftsman@Example.com\t')).toBe('craftsman@example.com')
    expect(parsed(emailSchema, 'o.brien+jobs@site.ca')).toBe('o.brien+jobs@site.ca')
  })
})

describe('sign-in form', () => {
  it('needs a password, whatever its shape', () => {
    expect(errorsOf(signInFormSchema, { email: 'a@b.ca', password: '' })).toEqual({
      password: 'Password is required',
    })
    expect(errorsOf(signInFormSchema, { email: 'a@b.ca', password: 'x' })).toEqual({})
  })
  it('reports both fields at once', () => {
    expect(errorsOf(signInFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })
})

describe('sign-up password', () => {
  it('has a minimum of 8', () => {
    expect(messagesOf(signUpPasswordSchema, 'Abc1234')).toEqual([
      'Password must be at least 8 characters',
    ])
    expect(messagesOf(signUpPasswordSchema, 'Abcd1234')).toEqual([])
  })
  it('has a maximum of 128 characters, reported alone above it', () => {
    expect(messagesOf(signUpPasswordSchema, `Ab1${'x'.repeat(126)}`)).toEqual([
      'Password is too long',
    ])
  })
  it('is at most 72 bytes, what the auth server accepts, with its own message below 128', () => {
    const longest = `Ab1${'x'.repeat(69)}`
    expect(messagesOf(signUpPasswordSchema, longest)).toEqual([])
    expect(messagesOf(signUpPasswordSchema, `${longest}x`)).toEqual([
      'Password is too long (at most 72 bytes)',
    ])
    // Characters outside ASCII take 2 to 4 bytes: 38 characters here are 73 bytes.
    expect(messagesOf(signUpPasswordSchema, `Ab1${'é'.repeat(34)}x`)).toEqual([])
    expect(messagesOf(signUpPasswordSchema, `Ab1${'é'.repeat(35)}`)).toEqual([
      'Password is too long (at most 72 bytes)',
    ])
    expect(messagesOf(signUpPasswordSchema, `Ab1${'🔧'.repeat(18)}`)).toEqual([
      'Password is too long (at most 72 bytes)',
    ])
    expect(
      errorsOf(newPasswordFormSchema, { password: `${longest}x`, confirmPassword: `${longest}x` }),
    ).toEqual({ password: 'Password is too long (at most 72 bytes)' })
  })
  it('needs an uppercase letter, a lowercase letter and a number', () => {
    expect(messagesOf(signUpPasswordSchema, 'abcdefg1')).toEqual([
      'Password must contain at least one uppercase letter',
    ])
    expect(messagesOf(signUpPasswordSchema, 'ABCDEFG1')).toEqual([
      'Password must contain at least one lowercase letter',
    ])
    expect(messagesOf(signUpPasswordSchema, 'Abcdefgh')).toEqual([
      'Password must contain at least one number',
    ])
    expect(messagesOf(signUpPasswordSchema, 'short')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ])
  })
})

describe('sign-up and new-password forms', () => {
  it('shows a mismatch on confirmPassword', () => {
    const input = { email: 'a@b.ca', password: 'Demo-pass-2026', confirmPassword: 'Demo-pass-2027' }
    expect(errorsOf(signUpFormSchema, input)).toEqual({ confirmPassword: 'Passwords do not match' })
    expect(errorsOf(newPasswordFormSchema, input)).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })
  it('accepts a strong matching password and normalises the email', () => {
    const input = {
      email: ' A@B.CA ',
      password: 'Demo-pass-2026',
      confirmPassword: 'Demo-pass-2026',
    }
    expect(parsed(signUpFormSchema, input).email).toBe('a@b.ca')
    expect(errorsOf(newPasswordFormSchema, input)).toEqual({})
  })
  it('validates the new password like sign-up', () => {
    expect(errorsOf(newPasswordFormSchema, { password: 'weak', confirmPassword: 'weak' })).toEqual({
      password: 'Password must be at least 8 characters',
    })
  })
})
