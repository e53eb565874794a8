// Storage API answers: storage-api's error body {statusCode, error, message} (statusCode is a
// string there) and the Postgres errors an object query can meet, mapped as storage-api maps them.

const JSON_TYPE = 'application/json; charset=utf-8'

export function storageJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_TYPE } })
}

export function storageError(status: number, error: string, message: string): Response {
  return storageJson(status, { statusCode: String(status), error, message })
}

export const bucketNotFound = (): Response =>
  storageError(404, 'Bucket not found', 'Bucket not found')

export const objectNotFound = (): Response => storageError(404, 'not_found', 'Object not found')

/** A Postgres error from an object query as storage-api answers it, or null to rethrow. */
export function fromDbError(error: unknown): Response | null {
  const e = error as { code?: string; message?: string }
  if (e.code === '42501') return storageError(403, 'Unauthorized', e.message ?? 'Unauthorized')
  if (e.code === '23505') return storageError(409, 'Duplicate', 'The resource already exists')
  if (e.code === '23503') return bucketNotFound()
  return null
}
