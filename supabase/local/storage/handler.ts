// Supabase Storage's object API (storage-api's routes under /storage/v1) for what supabase-js's
// storage client calls most: upload, download, list and remove. Each request runs as the role of
// its JWT, as storage-api does, so the project's policies on storage.objects decide.
import { requestClaims } from '../http/claims.ts'
import { parseJson } from '../http/json.ts'
import type { Claims, Handler, ServerContext } from '../types.ts'
import { blobStore } from './blobs.ts'
import { listObjects, removeNames, removeObjects } from './list.ts'
import { objectNotFound, storageError, storageJson } from './respond.ts'
import { uploadObject } from './upload.ts'

interface ObjectMeta {
  id: string
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string } | null
}

/** The object's row as the caller may read it (or as the service for a public bucket). */
async function findObject(
  ctx: ServerContext,
  claims: Claims | null,
  bucketId: string,
  name: string,
): Promise<ObjectMeta | null> {
  const sql = 'select id, metadata from storage.objects where bucket_id = $1 and name = $2'
  if (claims === null) {
    const sqlPublic = `${sql} and (select public from storage.buckets where id = $1)`
    return (await ctx.db.pg.query<ObjectMeta>(sqlPublic, [bucketId, name])).rows[0] ?? null
  }
  const read = async (tx: { query: typeof ctx.db.pg.query }) =>
    (await tx.query<ObjectMeta>(sql, [bucketId, name])).rows[0] ?? null
  return ctx.db.asRole(claims, read, { readOnly: true })
}

async function download(
  ctx: ServerContext,
  claims: Claims | null,
  bucketId: string,
  name: string,
): Promise<Response> {
  const meta = await findObject(ctx, claims, bucketId, name)
  const bytes = meta ? await blobStore(ctx).get(meta.id) : null
  if (!meta || !bytes) return objectNotFound()
  const headers: Record<string, string> = {
    'Content-Type': meta.metadata?.mimetype ?? 'application/octet-stream',
    'Cache-Control': meta.metadata?.cacheControl ?? 'no-cache',
  }
  if (meta.metadata?.eTag) headers.ETag = meta.metadata.eTag
  return new Response(bytes, { status: 200, headers })
}

async function jsonBody(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = parseJson(await req.text()) as unknown
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** Splits '<bucket>/<name...>' with each segment decoded; null on a malformed escape. */
function bucketAndName(rest: string): [string, string] | null {
  try {
    const [bucket = '', ...name] = rest.split('/').map(decodeURIComponent)
    return [bucket, name.join('/')]
  } catch {
    return null
  }
}

export const storageHandler: Handler = async (req, ctx) => {
  const { pathname } = new URL(req.url)
  const route = pathname.slice('/storage/v1'.length)
  const isPublic = route.startsWith('/object/public/')
  let claims: Claims | null = null
  if (!isPublic) {
    try {
      claims = await requestClaims(req, ctx)
    } catch (error) {
      return storageError(403, 'Unauthorized', (error as Error).message)
    }
  }
  const read = req.method === 'GET' || req.method === 'HEAD'
  const listMatch = /^\/object\/list\/([^/]+)$/.exec(route)
  const objectMatch = /^\/object\/(?:(public|authenticated)\/)?(.+)$/.exec(route)
  const parts = objectMatch ? bucketAndName(objectMatch[2] ?? '') : null
  if (listMatch && req.method === 'POST' && claims) {
    const body = await jsonBody(req)
    if (!body) return storageError(400, 'invalid_request', 'The body is not a JSON object')
    return listObjects(ctx, claims, decodeURIComponent(listMatch[1] ?? ''), body)
  }
  if (!objectMatch || !parts) return storageError(404, 'not_found', 'Route not found')
  const [bucketId, name] = parts
  if (read && (isPublic || claims)) return download(ctx, claims, bucketId, name)
  if (!claims || objectMatch[1]) return storageError(404, 'not_found', 'Route not found')
  if (req.method === 'DELETE' && name === '') {
    const body = await jsonBody(req)
    if (!body) return storageError(400, 'invalid_request', 'The body is not a JSON object')
    return removeObjects(ctx, claims, bucketId, body)
  }
  if (name === '') return storageError(400, 'invalid_key', 'The object name is empty')
  if (req.method === 'DELETE') {
    const removed = await removeNames(ctx, claims, bucketId, [name])
    return removed.length > 0
      ? storageJson(200, { message: 'Successfully deleted' })
      : objectNotFound()
  }
  if (req.method === 'POST' || req.method === 'PUT')
    return uploadObject(req, ctx, claims, bucketId, name)
  return storageError(405, 'method_not_allowed', `Unsupported HTTP method: ${req.method}`)
}
