// GoTrue's error bodies, chosen by the request's X-Supabase-Api-Version.
import { describe, expect, it } from 'vitest'
import { AuthError, errorResponse, OAuthError, requestedApiVersion } from './errors.ts'

const request = (version?: string) =>
  new Request('http://127.0.0.1/auth/v1/token', {
    headers: version === undefined ? {} : { 'x-supabase-api-version': version },
  })

describe('auth error responses', () => {
  it('uses {code, message} and echoes the version for 2024-01-01 and later', async () => {
    const res = errorResponse(
      new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
      request('2024-01-01'),
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    expect(requestedApiVersion(request('2025-06-30'))).toBe('2024-01-01')
  })

  it('uses the legacy body without a valid version', async () => {
    for (const version of [undefined, 'garbage', '2023-12-31']) {
      const res = errorResponse(
        new AuthError(422, 'weak_password', 'weak', { weak_password: { reasons: ['length'] } }),
        request(version),
      )
      expect(res.headers.get('x-supabase-api-version')).toBeNull()
      expect(await res.json()).toEqual({
        code: 422,
        error_code: 'weak_password',
        msg: 'weak',
        weak_password: { reasons: ['length'] },
      })
    }
  })

  it('answers OAuth errors and unexpected failures in their shapes', async () => {
    const oauth = errorResponse(
      new OAuthError('invalid_request', 'refresh_token required'),
      request('2024-01-01'),
    )
    expect(await oauth.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    })
    const original = console.error
    console.error = () => {}
    try {
      const crash = errorResponse(new Error('boom'), request('2024-01-01'))
      expect(crash.status).toBe(500)
      expect(((await crash.json()) as { code: string }).code).toBe('unexpected_failure')
    } finally {
      console.error = original
    }
  })
})
