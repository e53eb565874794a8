// POST (create, or replace with x-upsert: true) and PUT (replace) /object/<bucket>/<name>: the
// bucket's limits are checked as storage-api checks them (as the service, before any policy), the
// storage.objects row is written as the caller so RLS decides, then the bytes are stored.
import { createHash } from 'node:crypto'
import type { Claims, ServerContext } from '../types.ts'
import { blobStore } from './blobs.ts'
import {
  bucketNotFound,
  fromDbError,
  objectNotFound,
  storageError,
  storageJson,
} from './respond.ts'

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface Upload {
  bytes: Uint8Array<ArrayBuffer>
  mimetype: string
  cacheControl: string
  userMetadata: unknown
}

/** The file and its options, from a multipart form (Blob/File bodies) or a raw body. */
async function readUpload(req: Request): Promise<Upload | Response> {
  const type = req.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const form = await req.formData()
    const file = [...form.values()].find((v): v is File => typeof v !== 'string')
    if (!file) return storageError(400, 'invalid_request', 'No file in the form')
    const metadata = form.get('metadata')
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: `max-age=${String(form.get('cacheControl') ?? '3600')}`,
      userMetadata: typeof metadata === 'string' ? JSON.parse(metadata) : null,
    }
  }
  const xMetadata = req.headers.get('x-metadata')
  return {
    bytes: new Uint8Array(await req.arrayBuffer()),
    mimetype: type || 'application/octet-stream',
    cacheControl: req.headers.get('cache-control') ?? 'max-age=3600',
    userMetadata: xMetadata ? JSON.parse(Buffer.from(xMetadata, 'base64').toString('utf8')) : null,
  }
}

function mimeAllowed(allowed: string[] | null, mimetype: string): boolean {
  if (!allowed || allowed.length === 0) return true
  const base = mimetype.split(';')[0]?.trim() ?? ''
  return allowed.some((a) => a === base || (a.endsWith('/*') && base.startsWith(a.slice(0, -1))))
}

export async function uploadObject(
  req: Request,
  ctx: ServerContext,
  claims: Claims,
  bucketId: string,
  name: string,
): Promise<Response> {
  const bucket = (
    await ctx.db.pg.query<{ file_size_limit: string | null; allowed_mime_types: string[] | null }>(
      'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucketId],
    )
  ).rows[0]
  if (!bucket) return bucketNotFound()
  let upload: Upload | Response
  try {
    upload = await readUpload(req)
  } catch {
    return storageError(400, 'invalid_request', 'The request body or its metadata is malformed')
  }
  if (upload instanceof Response) return upload
  if (bucket.file_size_limit !== null && upload.bytes.length > Number(bucket.file_size_limit))
    return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
  if (!mimeAllowed(bucket.allowed_mime_types, upload.mimetype))
    return storageError(415, 'invalid_mime_type', `mime type ${upload.mimetype} is not supported`)

  const sub = typeof claims.sub === 'string' ? claims.sub : null
  const metadata = {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.length,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  }
  const values = [
    bucketId,
    name,
    sub && UUID_RE.test(sub) ? sub : null,
    sub,
    JSON.stringify(metadata),
    JSON.stringify(upload.userMetadata),
    crypto.randomUUID(),
  ]
  const upsert = req.method === 'POST' && req.headers.get('x-upsert') === 'true'
  const set = `metadata = $5, user_metadata = $6, version = $7, owner = $3, owner_id = $4,
               updated_at = now(), last_accessed_at = now()`
  const sql =
    req.method === 'PUT'
      ? `update storage.objects set ${set} where bucket_id = $1 and name = $2 returning id`
      : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7)
         ${upsert ? `on conflict (bucket_id, name) do update set ${set}` : ''} returning id`
  try {
    const id = await ctx.db.asRole(claims, async (tx) => {
      const row = (await tx.query<{ id: string }>(sql, values)).rows[0]
      if (row) await blobStore(ctx).put(row.id, upload.bytes)
      return row?.id ?? null
    })
    if (id === null) return objectNotFound()
    return storageJson(200, { Key: `${bucketId}/${name}`, Id: id })
  } catch (error) {
    const answer = fromDbError(error)
    if (answer) return answer
    throw error
  }
}
