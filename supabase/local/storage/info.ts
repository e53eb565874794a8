// Reading one object: its bytes (GET /object/[public/|authenticated/]<bucket>/<name>), its
// headers (HEAD, which supabase-js' exists() once used) and its description (GET /object/info/...,
// what info() and exists() call), each as storage-api's renderers answer.
import {
  findReadable,
  isoTime,
  objectMetadataSchema,
  type ObjectMetadata,
  type ObjectRow,
} from './objects.ts'
import type { StorageRequest } from './request.ts'
import { storageJson } from './respond.ts'
import { downloadParam, serveObject } from './serve.ts'

/** storage-api's info body (FileObjectV2): supabase-js camel-cases it for info(). */
function infoJson(row: ObjectRow, meta: ObjectMetadata) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? null,
    last_modified: isoTime(row.updated_at),
    created_at: isoTime(row.created_at),
  }
}

/** GET or HEAD of an object the caller may read (see findReadable). */
export async function readObject({
  req,
  ctx,
  caller,
  bucket,
  name,
}: StorageRequest): Promise<Response> {
  const row = await findReadable(ctx, caller, bucket, name)
  if (row instanceof Response) return row
  const download = downloadParam(new URL(req.url))
  return serveObject(req, ctx, row, { head: req.method === 'HEAD', download })
}

/** GET /object/info/...: the object's description, with its ETag and dates as headers. */
export async function objectInfo({ ctx, caller, bucket, name }: StorageRequest): Promise<Response> {
  const row = await findReadable(ctx, caller, bucket, name)
  if (row instanceof Response) return row
  const meta = objectMetadataSchema.parse(row.metadata)
  const response = storageJson(200, infoJson(row, meta))
  if (meta.eTag) response.headers.set('ETag', meta.eTag)
  if (meta.cacheControl) response.headers.set('Cache-Control', meta.cacheControl)
  if (meta.lastModified) {
    response.headers.set('Last-Modified', new Date(meta.lastModified).toUTCString())
  }
  return response
}
