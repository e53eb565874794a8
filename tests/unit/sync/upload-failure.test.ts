// How the upload queue reads Storage's refusals (SYNC-FILE-1): hosted storage-api answers most
// errors with HTTP 400 and the real status in the body's statusCode; the local backend uses the
// same status in both. Final refusals fail the file; the rest retry.
import { describe, expect, it } from 'vitest'
import { UploadRefused, uploadFailure } from '../../../sync/storage-upload.ts'

const body = (statusCode: string, error: string, message: string) =>
  JSON.stringify({ statusCode, error, message })

describe('upload failures', () => {
  it('[SYNC-FILE-1] size, type and policy refusals are final, whatever the HTTP status', () => {
    for (const [http, text, code] of [
      [
        400,
        body('413', 'Payload too large', 'The object exceeded the maximum allowed size'),
        'storage-413',
      ],
      [
        413,
        body('413', 'Payload too large', 'The object exceeded the maximum allowed size'),
        'storage-413',
      ],
      [
        400,
        body('415', 'invalid_mime_type', 'mime type text/plain is not supported'),
        'storage-415',
      ],
      [
        400,
        body('403', 'Unauthorized', 'new row violates row-level security policy'),
        'storage-403',
      ],
      [404, 'Not Found', 'storage-404'],
    ] as const) {
      const error = uploadFailure(http, text)
      expect(error).toBeInstanceOf(UploadRefused)
      expect((error as UploadRefused).remote.code).toBe(code)
    }
  })

  it('[SYNC-FILE-1] an expired token, throttling and server errors are retried', () => {
    for (const [http, text] of [
      [400, body('403', 'Unauthorized', '"exp" claim timestamp check failed')],
      [400, body('400', 'InvalidJWT', 'jwt expired')],
      [401, ''],
      [429, body('429', 'too_many_requests', 'Slow down')],
      [500, body('500', 'internal', 'Unexpected')],
      [503, '<html>'],
    ] as const) {
      expect(uploadFailure(http, text)).not.toBeInstanceOf(UploadRefused)
    }
  })

  it("keeps the server's message for the user", () => {
    const error = uploadFailure(
      400,
      body('415', 'invalid_mime_type', 'mime type text/plain is not supported'),
    )
    expect(error.message).toBe('mime type text/plain is not supported')
  })
})
