// A bucket's limits as storage-api reads and checks them: the file size limit (bytes, or a
// string such as "5MB"), the allowed MIME types (exact or `image/*`), and the request bodies that
// create and update buckets.
import * as z from 'zod'
import { errors } from './respond.ts'

/**
 * The project-wide limit no bucket may exceed: [storage] file_size_limit of config.toml, "50MiB"
 * in this project as in the Supabase CLI's default (storage-api's FILE_SIZE_LIMIT).
 */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

const SIZE_RE = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i
const UNIT_BYTES: Record<string, number> = { GB: 1e9, MB: 1e6, KB: 1000, B: 1 }

/** "20GB" / "20MB" / "30KB" / "3B" in bytes (decimal units, 3 significant digits: storage-api's). */
function parseSize(text: string): number | null {
  const match = SIZE_RE.exec(text)
  if (!match) return null
  const [, value = '', unit = ''] = match
  return +parseFloat(value).toPrecision(3) * (UNIT_BYTES[unit.toUpperCase()] ?? NaN)
}

/**
 * A bucket's file_size_limit as stored: bytes, null for none, undefined to leave it as it is;
 * a 400 for an unreadable size, 413 above the project's limit.
 */
export function fileSizeLimit(
  value: number | string | null | undefined,
): number | null | undefined | Response {
  if (value === null || value === undefined) return value
  const bytes = typeof value === 'string' ? parseSize(value) : value
  if (bytes === null || !Number.isFinite(bytes)) return errors.invalidFileSizeLimit()
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) return errors.entityTooLarge()
  return bytes
}

const MIME_RE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/

/** The allowed MIME types as stored (empty entries dropped); 415 for one storage-api refuses. */
export function mimeTypes(
  value: string[] | null | undefined,
): string[] | null | undefined | Response {
  if (!value) return value
  const types = value.filter((t) => t !== '')
  const bad = types.find((t) => t.length > 1000 || !MIME_RE.test(t))
  return bad === undefined ? types : errors.invalidMimeType(bad)
}

/** Whether a file of `mimetype` may go in a bucket allowing `allowed` (none: any). */
export function mimeAllowed(allowed: string[] | null, mimetype: string): boolean {
  if (!allowed || allowed.length === 0) return true
  const base = mimetype.split(';')[0]?.trim() ?? ''
  return allowed.some((a) => a === base || (a.endsWith('/*') && base.startsWith(a.slice(0, -1))))
}

const sizeLimit = z
  .union([
    z.number().int().min(0),
    z.string().regex(/^[0-9]+(?:\.[0-9]+)?(?:[gG][bB]|[mM][bB]|[kK][bB]|[bB])$/),
  ])
  .nullable()
  .optional()

const allowedMimeTypes = z.array(z.string()).nullable().optional()

/** POST /bucket as supabase-js' createBucket sends it. */
export const createBucketBody = z.object({
  id: z.string().optional(),
  name: z.string(),
  public: z.boolean().optional(),
  type: z.enum(['STANDARD', 'ANALYTICS']).optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: allowedMimeTypes,
})

/** PUT /bucket/<id>: at least one of the settings (supabase-js also sends id and name). */
export const updateBucketBody = z.object({
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: allowedMimeTypes,
})
