import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import {
  isAlreadyRegistered,
  isIgnorableSignOutError,
  resetErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  shownAuthMessage,
  updatePasswordErrorMessage,
  type AuthMessage,
} from '@/lib/auth/index.ts'

const show = (m: AuthMessage, language = 'en') => {
  const shown = shownAuthMessage(m, language)
  return 'key' in shown ? i18n.t(`auth:${shown.key}` as never) : shown.text
}

describe('sign-in errors (spec section 8)', () => {
  it('maps the known server messages', () => {
    expect(show(signInErrorMessage({ message: 'Invalid login credentials', status: 400 }))).toBe(
      'Invalid email or password. Please check your credentials.',
    )
    expect(show(signInErrorMessage({ message: 'Email not confirmed', status: 400 }))).toBe(
      'Please verify your email address before signing in.',
    )
    expect(show(signInErrorMessage({ message: 'Too many requests' }))).toBe(
      'Too many login attempts. Please try again later.',
    )
    expect(
      show(signInErrorMessage({ code: 'user_banned', message: 'User is banned', status: 400 })),
    ).toBe('This account is suspended. If you think this is a mistake, contact us.')
  })
  it('treats any 429 or over_request_rate_limit as too many attempts', () => {
    const expected = 'Too many login attempts. Please try again later.'
    expect(
      show(
        signInErrorMessage({
          message: 'Request rate limit reached',
          status: 429,
          code: 'over_request_rate_limit',
        }),
      ),
    ).toBe(expected)
    expect(show(signInErrorMessage({ message: 'Slow down', status: 429 }))).toBe(expected)
  })
  it('shows other server messages as is, with a fallback', () => {
    expect(show(signInErrorMessage({ message: 'User is banned', status: 400 }))).toBe(
      'User is banned',
    )
    expect(show(signInErrorMessage({ message: '' }))).toBe('Failed to sign in.')
    expect(show(signInErrorMessage({}))).toBe('Failed to sign in.')
  })
  it('never shows the server’s English words to a French reader (issue 38)', () => {
    const banned = signInErrorMessage({ message: 'User is banned', status: 400 })
    expect(shownAuthMessage(banned, 'fr-CA')).toEqual({ key: 'errors.signInFailed' })
    expect(shownAuthMessage(banned, 'en-CA')).toEqual({ text: 'User is banned' })
    expect(
      shownAuthMessage(updatePasswordErrorMessage({ message: 'Session expired' }), 'fr-CA'),
    ).toEqual({ key: 'errors.updatePasswordFailed' })
    // A text the app wrote itself (already in the reader's language) is shown as it is.
    expect(shownAuthMessage({ text: 'Entrez votre courriel' }, 'fr-CA')).toEqual({
      text: 'Entrez votre courriel',
    })
  })
  it('says when there is no connection', () => {
    expect(
      show(
        signInErrorMessage({
          name: 'AuthRetryableFetchError',
          status: 0,
          message: 'Failed to fetch',
        }),
      ),
    ).toBe('You appear to be offline. This needs an internet connection.')
  })
})

describe('sign-up errors', () => {
  it('maps the known cases', () => {
    expect(
      show(signUpErrorMessage({ message: 'User already registered', code: 'user_already_exists' })),
    ).toBe('This email is already registered. Try signing in instead.')
    expect(
      show(
        signUpErrorMessage({
          name: 'AuthWeakPasswordError',
          code: 'weak_password',
          message: 'Password should be at least 6 characters.',
        }),
      ),
    ).toBe('Password is too weak. Please use a stronger password.')
    expect(
      show(signUpErrorMessage({ message: 'Unable to validate email address: invalid format' })),
    ).toBe('Please enter a valid email address.')
    expect(show(signUpErrorMessage({}))).toBe('Failed to create account.')
  })
  it('explains the server refusing a password over 72 bytes, on sign-up and new passwords', () => {
    const tooLong = {
      name: 'AuthApiError',
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    }
    expect(show(signUpErrorMessage(tooLong))).toBe('Password is too long (at most 72 bytes)')
    expect(show(updatePasswordErrorMessage(tooLong))).toBe(
      'Password is too long (at most 72 bytes)',
    )
  })
  it('recognises already registered for the tab switch', () => {
    expect(isAlreadyRegistered({ message: 'User already registered' })).toBe(true)
    expect(isAlreadyRegistered({ message: 'Signups not allowed' })).toBe(false)
  })
})

describe('reset and sign-out', () => {
  it('reset falls back to Failed to send reset email', () => {
    expect(show(resetErrorMessage({}))).toBe('Failed to send reset email')
    expect(show(resetErrorMessage({ message: 'email rate limit exceeded' }))).toBe(
      'email rate limit exceeded',
    )
  })
  it('sign-out ignores 401, 403 and 404 only', () => {
    expect([401, 403, 404].map((status) => isIgnorableSignOutError({ status }))).toEqual([
      true,
      true,
      true,
    ])
    expect(isIgnorableSignOutError({ status: 500 })).toBe(false)
    expect(isIgnorableSignOutError({ status: 0 })).toBe(false)
  })
})
