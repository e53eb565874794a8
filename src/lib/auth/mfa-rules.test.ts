import { describe, expect, it } from 'vitest'
import {
  assuranceLevelOf,
  cleanTotpCode,
  decideMfaGate,
  isCompleteTotpCode,
  mfaErrorKey,
  verifiedTotpFactors,
  type MfaGateInput,
} from './mfa-rules.ts'

const base: MfaGateInput = {
  pathname: '/admin',
  roles: 'admin',
  level: 'aal1',
  hasVerifiedFactor: true,
}
const decide = (over: Partial<MfaGateInput>) => decideMfaGate({ ...base, ...over })

describe('the admin pages gate', () => {
  it('asks an aal1 admin with a verified factor for a code on each admin page', () => {
    for (const pathname of ['/admin', '/admin/rbac', '/crawler-protection', '/admin/']) {
      expect(decide({ pathname })).toBe('verify')
    }
  })
  it('asks an admin without a factor to set one up', () => {
    expect(decide({ hasVerifiedFactor: false })).toBe('enrol')
  })
  it('lets an aal2 session through, even before the roles are known (offline start)', () => {
    expect(decide({ level: 'aal2' })).toBe('allow')
    expect(decide({ level: 'aal2', roles: 'unknown' })).toBe('allow')
  })
  it('leaves other roles alone, with or without a factor', () => {
    expect(decide({ roles: 'other' })).toBe('allow')
    expect(decide({ roles: 'other', hasVerifiedFactor: false, level: null })).toBe('allow')
  })
  it('waits for the roles before asking anything', () => {
    expect(decide({ roles: 'unknown' })).toBe('wait')
  })
  it('never gates other pages, the group admin page included', () => {
    for (const pathname of ['/settings', '/group-admin', '/admin-panel', '/jobs']) {
      expect(decide({ pathname, hasVerifiedFactor: false })).toBe('allow')
    }
  })
})

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const token = (claims: Record<string, unknown>) =>
  ['e30', base64url(JSON.stringify(claims)), 'sig'].join('.')

describe('assuranceLevelOf', () => {
  it('reads the aal claim of an access token', () => {
    expect(assuranceLevelOf(token({ aal: 'aal1', sub: 'x' }))).toBe('aal1')
    // Base64url characters (- and _) and no padding, as GoTrue encodes.
    expect(assuranceLevelOf(token({ aal: 'aal2', name: '>>>???~~~' }))).toBe('aal2')
  })
  it('answers null for a missing, unknown or unreadable claim', () => {
    expect(assuranceLevelOf(token({ sub: 'x' }))).toBeNull()
    expect(assuranceLevelOf(token({ aal: 'aal3' }))).toBeNull()
    expect(assuranceLevelOf('not-a-token')).toBeNull()
    expect(assuranceLevelOf('a.%%%.c')).toBeNull()
    expect(assuranceLevelOf(null)).toBeNull()
  })
})

describe('factors and codes', () => {
  it('keeps verified TOTP factors only', () => {
    const factors = [
      { id: '1', factor_type: 'totp', status: 'verified' },
      { id: '2', factor_type: 'totp', status: 'unverified' },
      { id: '3', factor_type: 'phone', status: 'verified' },
    ]
    expect(verifiedTotpFactors(factors).map((f) => f.id)).toEqual(['1'])
    expect(verifiedTotpFactors(undefined)).toEqual([])
  })
  it('keeps the six digits of a typed or pasted code', () => {
    expect(cleanTotpCode(' 123 456 ')).toBe('123456')
    expect(cleanTotpCode('1234567')).toBe('123456')
    expect(isCompleteTotpCode('123456')).toBe(true)
    expect(isCompleteTotpCode('12345')).toBe(false)
  })
})

describe('mfaErrorKey', () => {
  it('names a wrong code, an expired challenge and a missing aal2', () => {
    expect(mfaErrorKey({ code: 'mfa_verification_failed', status: 422 })).toBe('errors.wrongCode')
    expect(mfaErrorKey({ code: 'mfa_challenge_expired', status: 422 })).toBe('errors.expired')
    expect(mfaErrorKey({ code: 'insufficient_aal', status: 422 })).toBe('errors.verifyFirst')
  })
  it('tells offline and rate limits apart from other failures', () => {
    expect(mfaErrorKey({ name: 'AuthRetryableFetchError', status: 0 })).toBe('errors.offline')
    expect(mfaErrorKey({ status: 429, code: 'over_request_rate_limit' })).toBe(
      'errors.tooManyAttempts',
    )
    expect(mfaErrorKey({ status: 500, message: 'boom' })).toBe('errors.failed')
  })
})
