// GoTrue's error responses. The body shape depends on the request's X-Supabase-Api-Version:
// auth-js reads `error.code` from `body.code` only when the response echoes that header, and from
// `body.error_code` otherwise, so both shapes must be exact.

/** The first API version with the `{code, message}` error body. */
const API_VERSION_2024 = '2024-01-01'
const VERSION_RE = /^\d{4}-\d{2}-\d{2}$/

/** An error GoTrue would answer with `{code, message}` (or the legacy `{code, error_code, msg}`). */
export class AuthError extends Error {
  readonly status: number
  readonly code: string
  /** Extra body fields, e.g. `weak_password: {reasons}`. */
  readonly extra: Record<string, unknown>
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.code = code
    this.extra = extra
  }
}

/** An OAuth2-style error (`{error, error_description}`), used by the token endpoint. */
export class OAuthError extends Error {
  readonly error: string
  constructor(error: string, description: string) {
    super(description)
    this.error = error
  }
}

export const badRequest = (code: string, message: string): AuthError =>
  new AuthError(400, code, message)
export const forbidden = (code: string, message: string): AuthError =>
  new AuthError(403, code, message)
export const unprocessable = (code: string, message: string): AuthError =>
  new AuthError(422, code, message)
export const notFound = (code: string, message: string): AuthError =>
  new AuthError(404, code, message)
export const tooManyRequests = (code: string, message: string): AuthError =>
  new AuthError(429, code, message)
export const validationFailed = (message: string): AuthError =>
  badRequest('validation_failed', message)

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/** The API version a request asked for, or null for the initial (legacy) version. */
export function requestedApiVersion(req: Request): string | null {
  const raw = req.headers.get('x-supabase-api-version')?.trim() ?? ''
  if (!VERSION_RE.test(raw) || Number.isNaN(Date.parse(raw))) return null
  // GoTrue knows one dated version; any later date resolves to the closest known one.
  return raw >= API_VERSION_2024 ? API_VERSION_2024 : null
}

/**
 * Database errors caused by the input rather than the server: bad data (class 22, e.g. a NUL
 * character in metadata) and an email taken by a concurrent request (23505).
 */
function fromPostgres(error: unknown): AuthError | null {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return null
  if (code.startsWith('22')) {
    return validationFailed(`Invalid input: ${(error as Error).message}`)
  }
  if (code === '23505') return unprocessable('user_already_exists', 'User already registered')
  return null
}

/** Turns any thrown value into GoTrue's error response for this request. */
export function errorResponse(thrown: unknown, req: Request): Response {
  const error = fromPostgres(thrown) ?? thrown
  if (error instanceof OAuthError) {
    return json(400, { error: error.error, error_description: error.message })
  }
  const err =
    error instanceof AuthError
      ? error
      : new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        )
  if (!(error instanceof AuthError)) console.error('[auth] unexpected failure:', error)
  const version = requestedApiVersion(req)
  const headers: Record<string, string> = { 'x-sb-error-code': err.code }
  if (version) {
    headers['x-supabase-api-version'] = version
    return json(err.status, { code: err.code, message: err.message, ...err.extra }, headers)
  }
  return json(
    err.status,
    { code: err.status, error_code: err.code, msg: err.message, ...err.extra },
    headers,
  )
}
