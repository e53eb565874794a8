import { describe, expect, it } from 'vitest'
import { decideAccess, type AccessInput } from './access.ts'

const base: AccessInput = {
  pathname: '/jobs',
  search: {},
  requestedHref: '/jobs',
  isKnownRoute: true,
  isAuthLoading: false,
  isAuthenticated: false,
  onboarding: 'idle',
  dashboardHref: '/craftsman-dashboard',
}
const decide = (over: Partial<AccessInput>) => decideAccess({ ...base, ...over })

describe('signed out', () => {
  it('waits while auth loads', () => {
    expect(decide({ isAuthLoading: true })).toEqual({ kind: 'wait' })
  })
  it('sends a guarded path to /auth with the full requested location to return to', () => {
    expect(decide({ pathname: '/jobs', requestedHref: '/jobs?trade=plumbing#list' })).toEqual({
      kind: 'redirect',
      href: '/auth?redirect=%2Fjobs%3Ftrade%3Dplumbing%23list',
      replace: true,
    })
  })
  it('lets every public page through', () => {
    for (const p of [
      '/',
      '/auth',
      '/pricing',
      '/help',
      '/privacy',
      '/terms',
      '/contact',
      '/terms/',
    ]) {
      expect(decide({ pathname: p })).toEqual({ kind: 'allow' })
    }
  })
  it('shows the not-found page for unknown paths instead of asking to sign in', () => {
    expect(decide({ pathname: '/no-such-page', isKnownRoute: false })).toEqual({ kind: 'allow' })
  })
})

describe('signed in', () => {
  const signedIn = { isAuthenticated: true }

  it('waits while onboarding status loads', () => {
    expect(decide({ ...signedIn, onboarding: 'idle' })).toEqual({ kind: 'wait' })
    expect(decide({ ...signedIn, onboarding: 'checking' })).toEqual({ kind: 'wait' })
  })
  it('on /auth goes to /onboarding when needed', () => {
    expect(decide({ ...signedIn, pathname: '/auth', onboarding: 'needed' })).toMatchObject({
      href: '/onboarding',
    })
  })
  it('on /auth returns to the asked-for path, else home', () => {
    expect(
      decide({
        ...signedIn,
        pathname: '/auth',
        search: { redirect: '/jobs?x=1' },
        onboarding: 'not_needed',
      }),
    ).toMatchObject({ href: '/jobs?x=1' })
    expect(decide({ ...signedIn, pathname: '/auth', onboarding: 'not_needed' })).toMatchObject({
      href: '/',
    })
    expect(
      decide({
        ...signedIn,
        pathname: '/auth',
        search: { redirect: '//evil.test' },
        onboarding: 'not_needed',
      }),
    ).toMatchObject({ href: '/' })
  })
  it('keeps a password-recovery visit on /auth', () => {
    expect(
      decide({ ...signedIn, pathname: '/auth', search: { type: 'recovery' }, onboarding: 'idle' }),
    ).toEqual({ kind: 'allow' })
  })
  it('sends a user who needs onboarding there from any other page', () => {
    for (const p of ['/', '/jobs', '/pricing', '/settings']) {
      expect(decide({ ...signedIn, pathname: p, onboarding: 'needed' })).toMatchObject({
        href: '/onboarding',
      })
    }
  })
  it('still lets that user read onboarding itself and the legal and help pages', () => {
    for (const p of ['/onboarding', '/terms', '/privacy', '/help', '/contact']) {
      expect(decide({ ...signedIn, pathname: p, onboarding: 'needed' })).toEqual({ kind: 'allow' })
    }
  })
  it('allows every page once onboarding is done', () => {
    for (const p of ['/', '/jobs', '/admin']) {
      expect(decide({ ...signedIn, pathname: p, onboarding: 'not_needed' })).toEqual({
        kind: 'allow',
      })
    }
  })
  it('sends an onboarded user who opens /onboarding to their dashboard (issue 41)', () => {
    for (const p of ['/onboarding', '/onboarding/']) {
      expect(decide({ ...signedIn, pathname: p, onboarding: 'not_needed' })).toEqual({
        kind: 'redirect',
        href: '/craftsman-dashboard',
        replace: true,
      })
    }
    expect(
      decide({
        ...signedIn,
        pathname: '/onboarding',
        onboarding: 'not_needed',
        dashboardHref: null,
      }),
    ).toEqual({ kind: 'wait' })
  })
})
