import { describe, expect, it } from 'vitest'
import {
  certificationsSchema,
  decodeCertifications,
  encodeCertifications,
  expiryStatus,
  type CertificationInput,
} from './certifications.ts'
import { messagesOf } from './test-messages.ts'

const cert = (patch: Partial<CertificationInput>): CertificationInput => ({
  name: 'Red Seal Plumber (306A)',
  number: '',
  issuer: '',
  expires_on: '',
  ...patch,
})

describe('certifications', () => {
  it('name: 2-120 characters', () => {
    expect(messagesOf(certificationsSchema, [cert({ name: 'R' })])['0.name']).toBe(
      'Text must be at least 2 characters',
    )
    expect(messagesOf(certificationsSchema, [cert({ name: 'R'.repeat(121) })])['0.name']).toBe(
      'Text cannot exceed 120 characters',
    )
  })

  it('expiry: optional, a real YYYY-MM-DD date', () => {
    expect(
      messagesOf(certificationsSchema, [cert({ expires_on: '2027-02-30' })])['0.expires_on'],
    ).toBe('Please enter a valid date')
    expect(
      messagesOf(certificationsSchema, [cert({ expires_on: '30/06/2028' })])['0.expires_on'],
    ).toBe('Please enter a valid date')
    expect(messagesOf(certificationsSchema, [cert({ expires_on: '' })])).toEqual({})
  })

  it('number: letters, digits and separators only', () => {
    expect(messagesOf(certificationsSchema, [cert({ number: '<script>' })])['0.number']).toBe(
      'Certificate numbers use letters, digits, spaces, dots, slashes and dashes',
    )
  })

  it('issuer: 2-120 characters when given', () => {
    expect(messagesOf(certificationsSchema, [cert({ issuer: 'Q' })])['0.issuer']).toBe(
      'Text must be at least 2 characters',
    )
  })

  it('at most 20', () => {
    expect(
      messagesOf(
        certificationsSchema,
        Array.from({ length: 21 }, () => cert({})),
      )[''],
    ).toBe('You can list at most 20 certifications')
  })

  it('round-trips the database encoding; malformed text reads as none', () => {
    const parsed = certificationsSchema.parse([
      cert({ number: 'ON-306A-77', expires_on: '2029-01-31' }),
      cert({ name: 'WHMIS' }),
    ])
    const text = encodeCertifications(parsed)
    expect(JSON.parse(text)).toEqual([
      { name: 'Red Seal Plumber (306A)', number: 'ON-306A-77', expires_on: '2029-01-31' },
      { name: 'WHMIS', expires_on: null },
    ])
    expect(decodeCertifications(text)).toEqual([
      { name: 'Red Seal Plumber (306A)', number: 'ON-306A-77', expires_on: '2029-01-31' },
      { name: 'WHMIS', expires_on: null },
    ])
    expect(decodeCertifications('not json')).toEqual([])
    expect(decodeCertifications('{"name":"x"}')).toEqual([])
  })

  it('expiry status: valid through the expiry day, warned 90 days ahead', () => {
    const now = new Date(2026, 10, 21, 12)
    expect(expiryStatus(null, now)).toBe('none')
    expect(expiryStatus('2026-11-21', now)).toBe('expiringSoon')
    expect(expiryStatus('2026-11-20', now)).toBe('expired')
    expect(expiryStatus('2027-02-18', now)).toBe('expiringSoon')
    expect(expiryStatus('2027-02-20', now)).toBe('valid')
  })
})
