// Storage API answers: storage-api's error body {statusCode, code, error, message} (statusCode a
// string, code its ErrorCode, error the older name clients still read) and the Postgres errors a
// storage query can meet, mapped as storage-api's DBError maps them. The HTTP status is the
// body's statusCode (hosted storage-api sends 400 for most of them; supabase-js reads both).

const JSON_TYPE = 'application/json; charset=utf-8'

export function storageJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_TYPE } })
}

export function storageError(
  status: number,
  code: string,
  message: string,
  error = code,
): Response {
  return storageJson(status, { statusCode: String(status), code, error, message })
}

/** storage-api's ERRORS, those this server can meet, with their codes, names and messages. */
export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message: string) => storageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    storageError(400, 'InvalidSignature', message),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  invalidParameter: (name: string) =>
    storageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidFileSizeLimit: () =>
    storageError(
      400,
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  invalidMimeType: (type: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${type} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    storageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  alreadyExists: (code = 'ResourceAlreadyExists') =>
    storageError(409, code, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
  routeNotFound: (method: string, path: string) =>
    storageError(404, 'InvalidRequest', `Route ${method}:${path} not found`, 'Not Found'),
}

/** A range past the object's end: 416 with the size, as S3 and storage-api answer it. */
export function invalidRange(size: number): Response {
  const response = storageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range')
  response.headers.set('Content-Range', `bytes */${size}`)
  return response
}

/** A Postgres error from a storage query as storage-api answers it, or null to rethrow. */
export function fromDbError(error: unknown): Response | null {
  const e = error as { code?: unknown; message?: unknown; detail?: unknown }
  const message = typeof e.message === 'string' ? e.message : ''
  switch (e.code) {
    case '42501':
      return errors.accessDenied(
        message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : message,
      )
    case '23505':
      return errors.alreadyExists()
    case '23503':
      return typeof e.detail === 'string' && e.detail.includes('is still referenced')
        ? storageError(
            409,
            'ResourceReferenced',
            'The resource could not be updated or removed due to a foreign key constraint',
          )
        : storageError(404, 'InvalidRequest', 'The related resource does not exist')
    default:
      return null
  }
}
