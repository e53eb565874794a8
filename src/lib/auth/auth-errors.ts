// Auth failures to the texts of spec section 8. src/lib cannot read the catalogue, so each
// mapping returns an i18n key of the `auth` namespace, or the server's own words where the spec
// says they are shown as is.
export interface AuthErrorLike {
  message?: string
  status?: number
  code?: string
  name?: string
}

/** `text` is the server's own (English) words, with the catalogue's text for other languages. */
export type AuthMessage = { key: AuthErrorKey } | { text: string; fallback?: AuthErrorKey }

export type AuthErrorKey =
  | 'errors.invalidCredentials'
  | 'errors.emailNotConfirmed'
  | 'errors.accountSuspended'
  | 'errors.tooManyAttempts'
  | 'errors.signInFailed'
  | 'errors.offline'
  | 'errors.alreadyRegistered'
  | 'errors.weakPassword'
  | 'errors.passwordTooLong'
  | 'errors.invalidEmail'
  | 'errors.signUpFailed'
  | 'errors.resetFailed'
  | 'errors.updatePasswordFailed'
  | 'errors.samePassword'

/**
 * What a reader of `language` is shown. The spec shows the server's other words as is; they are
 * English, so a reader of another language gets the catalogue's text of that failure (issue 38).
 */
export function shownAuthMessage(
  message: AuthMessage,
  language: string,
): { key: AuthErrorKey } | { text: string } {
  if ('key' in message) return message
  const english = language === 'en' || language.startsWith('en-')
  return message.fallback && !english ? { key: message.fallback } : { text: message.text }
}

const text = (e: AuthErrorLike) => (e.message ?? '').trim()
const has = (e: AuthErrorLike, fragment: string) =>
  text(e).toLowerCase().includes(fragment.toLowerCase())

/** No answer from the server at all (offline, DNS, CORS): auth-js reports status 0. */
export function isNetworkFailure(e: AuthErrorLike): boolean {
  return e.name === 'AuthRetryableFetchError' && (e.status === 0 || e.status === undefined)
}

export function isRateLimited(e: AuthErrorLike): boolean {
  return (
    e.status === 429 ||
    e.code === 'over_request_rate_limit' ||
    has(e, 'too many requests') ||
    has(e, 'rate limit')
  )
}

export function signInErrorMessage(e: AuthErrorLike): AuthMessage {
  if (isNetworkFailure(e)) return { key: 'errors.offline' }
  if (e.code === 'invalid_credentials' || has(e, 'Invalid login credentials'))
    return { key: 'errors.invalidCredentials' }
  if (e.code === 'email_not_confirmed' || has(e, 'Email not confirmed'))
    return { key: 'errors.emailNotConfirmed' }
  if (e.code === 'user_banned') return { key: 'errors.accountSuspended' }
  if (isRateLimited(e)) return { key: 'errors.tooManyAttempts' }
  return text(e)
    ? { text: text(e), fallback: 'errors.signInFailed' }
    : { key: 'errors.signInFailed' }
}

export function isAlreadyRegistered(e: AuthErrorLike): boolean {
  return (
    e.code === 'user_already_exists' ||
    e.code === 'email_exists' ||
    has(e, 'already registered') ||
    has(e, 'already been registered')
  )
}

/** The server's refusal of a password over 72 bytes ("Password cannot be longer than 72 characters"). */
export function isPasswordTooLong(e: AuthErrorLike): boolean {
  return has(e, 'Password cannot be longer than')
}

export function signUpErrorMessage(e: AuthErrorLike): AuthMessage {
  if (isNetworkFailure(e)) return { key: 'errors.offline' }
  if (isAlreadyRegistered(e)) return { key: 'errors.alreadyRegistered' }
  if (isPasswordTooLong(e)) return { key: 'errors.passwordTooLong' }
  if (e.code === 'weak_password' || e.name === 'AuthWeakPasswordError' || has(e, 'weak password'))
    return { key: 'errors.weakPassword' }
  if (e.code === 'email_address_invalid' || has(e, 'invalid email') || has(e, 'invalid format'))
    return { key: 'errors.invalidEmail' }
  if (isRateLimited(e)) return { key: 'errors.tooManyAttempts' }
  return text(e)
    ? { text: text(e), fallback: 'errors.signUpFailed' }
    : { key: 'errors.signUpFailed' }
}

export function resetErrorMessage(e: AuthErrorLike): AuthMessage {
  if (isNetworkFailure(e)) return { key: 'errors.offline' }
  return text(e) ? { text: text(e), fallback: 'errors.resetFailed' } : { key: 'errors.resetFailed' }
}

export function updatePasswordErrorMessage(e: AuthErrorLike): AuthMessage {
  if (isNetworkFailure(e)) return { key: 'errors.offline' }
  if (e.code === 'same_password') return { key: 'errors.samePassword' }
  if (isPasswordTooLong(e)) return { key: 'errors.passwordTooLong' }
  if (e.code === 'weak_password' || e.name === 'AuthWeakPasswordError')
    return { key: 'errors.weakPassword' }
  return text(e)
    ? { text: text(e), fallback: 'errors.updatePasswordFailed' }
    : { key: 'errors.updatePasswordFailed' }
}

/** Sign-out treats these as "already signed out" (spec section 8). */
export function isIgnorableSignOutError(e: AuthErrorLike): boolean {
  return e.status === 401 || e.status === 403 || e.status === 404
}
