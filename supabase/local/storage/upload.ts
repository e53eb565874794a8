// Writing an object's bytes: POST (create, or replace with x-upsert: true) and PUT (replace)
// /object/<bucket>/<name>, and a signed upload URL's PUT. The bucket's limits are checked as
// storage-api checks them (as the service, before any policy), the storage.objects row is written
// as the caller so RLS decides (a signed upload as the service: its policy check was at signing),
// then the bytes are stored under the row's id.
import { createHash } from 'node:crypto'
import type { Claims, ServerContext } from '../types.ts'
import { GLOBAL_FILE_SIZE_LIMIT, mimeAllowed } from './bucket-rules.ts'
import { blobStore } from './blobs.ts'
import { findBucket, runAs } from './objects.ts'
import { isValidKey, ownerColumns, ownerOf, type StorageRequest } from './request.ts'
import { errors, storageJson } from './respond.ts'

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
    if (!file) return errors.invalidRequest('No file in the form')
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

export interface UploadTarget {
  bucketId: string
  name: string
  /** create: refuse an existing name (409); upsert: replace it; update: replace only (PUT). */
  mode: 'create' | 'upsert' | 'update'
  /** Whom the row belongs to: the caller's sub, or a signed upload token's owner. */
  owner: string | null
  /** The claims the row is written with (RLS decides), or null to write it as the service. */
  as: Claims | null
}

/** Stores the request's file at the target; answers its row's id or storage-api's refusal. */
export async function uploadObject(
  req: Request,
  ctx: ServerContext,
  target: UploadTarget,
): Promise<{ id: string; key: string } | Response> {
  const { bucketId, name } = target
  if (!isValidKey(name)) return errors.invalidKey(name)
  const bucket = await findBucket(ctx, bucketId)
  if (!bucket) return errors.noSuchBucket()
  let upload: Upload | Response
  try {
    upload = await readUpload(req)
  } catch {
    return errors.invalidRequest('The request body or its metadata is malformed')
  }
  if (upload instanceof Response) return upload
  const limit = Math.min(Number(bucket.file_size_limit ?? Infinity), GLOBAL_FILE_SIZE_LIMIT)
  if (upload.bytes.length > limit) return errors.entityTooLarge()
  if (!mimeAllowed(bucket.allowed_mime_types, upload.mimetype))
    return errors.invalidMimeType(upload.mimetype)

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
    ...ownerColumns(target.owner),
    JSON.stringify(metadata),
    JSON.stringify(upload.userMetadata),
    crypto.randomUUID(),
  ]
  const set = `metadata = $5, user_metadata = $6, version = $7, owner = $3, owner_id = $4,
               updated_at = now(), last_accessed_at = now()`
  const sql =
    target.mode === 'update'
      ? `update storage.objects set ${set} where bucket_id = $1 and name = $2 returning id`
      : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7)
         ${target.mode === 'upsert' ? `on conflict (bucket_id, name) do update set ${set}` : ''}
         returning id`
  const id = await runAs(ctx, target.as, async (tx) => {
    const row = (await tx.query<{ id: string }>(sql, values)).rows[0]
    if (row) await blobStore(ctx).put(row.id, upload.bytes)
    return row?.id ?? null
  })
  return id === null ? errors.noSuchKey() : { id, key: `${bucketId}/${name}` }
}

/** POST (x-upsert: true replaces) and PUT (replace only) /object/<bucket>/<name>, as the caller. */
export async function uploadRoute({
  req,
  ctx,
  caller,
  bucket,
  name,
}: StorageRequest): Promise<Response> {
  const upsert = req.headers.get('x-upsert') === 'true'
  const stored = await uploadObject(req, ctx, {
    bucketId: bucket,
    name,
    mode: req.method === 'PUT' ? 'update' : upsert ? 'upsert' : 'create',
    owner: ownerOf(caller.claims),
    as: caller.claims,
  })
  return stored instanceof Response ? stored : storageJson(200, { Key: stored.key, Id: stored.id })
}
