// Signed download URLs: POST /object/sign/<bucket>/<name> {expiresIn} -> {signedURL} and
// POST /object/sign/<bucket> {expiresIn, paths} -> one entry per path, made only for objects the
// caller can select (its policies decide); GET /object/sign/<bucket>/<name>?token= serves the
// object to whoever holds the URL until it expires, as storage-api does.
import * as z from 'zod'
import type { ServerContext } from '../types.ts'
import { findObject, runAs } from './objects.ts'
import { readBody, type StorageRequest } from './request.ts'
import { errors, storageJson } from './respond.ts'
import { downloadParam, serveObject } from './serve.ts'
import { signUrlToken, verifyUrlToken } from './signed-token.ts'

/** Whole seconds from 1, and (storage-api's bound) an expiry whose date in ms is a safe integer. */
const expiresIn = z
  .number()
  .int()
  .min(1)
  .refine((s) => Date.now() + s * 1000 <= Number.MAX_SAFE_INTEGER, 'is too far in the future')
const signOneBody = z.object({ expiresIn })
const signManyBody = z.object({ expiresIn, paths: z.array(z.string()).min(1).max(1000) })

const NO_ACCESS = 'Either the object does not exist or you do not have access to it'

async function signedUrl(ctx: ServerContext, url: string, seconds: number): Promise<string> {
  const token = await signUrlToken(ctx, { url, scope: 'download' }, seconds)
  return `/object/sign/${url}?token=${token}`
}

export async function signOne(request: StorageRequest): Promise<Response> {
  const { req, ctx, caller, bucket: bucketId, name } = request
  const body = await readBody(req, signOneBody)
  if (body instanceof Response) return body
  if (!(await findObject(ctx, caller.claims, bucketId, name))) return errors.noSuchKey()
  return storageJson(200, {
    signedURL: await signedUrl(ctx, `${bucketId}/${name}`, body.expiresIn),
  })
}

export async function signMany(request: StorageRequest): Promise<Response> {
  const { req, ctx, caller, bucket: bucketId } = request
  const body = await readBody(req, signManyBody)
  if (body instanceof Response) return body
  const visible = await runAs(
    ctx,
    caller.claims,
    async (tx) =>
      (
        await tx.query<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
          [bucketId, body.paths],
        )
      ).rows,
    { readOnly: true },
  )
  const names = new Set(visible.map((row) => row.name))
  const entries = await Promise.all(
    body.paths.map(async (path) =>
      names.has(path)
        ? {
            error: null,
            path,
            signedURL: await signedUrl(ctx, `${bucketId}/${path}`, body.expiresIn),
          }
        : { error: NO_ACCESS, path, signedURL: null },
    ),
  )
  return storageJson(200, entries)
}

/** GET (or HEAD) of a signed URL: no JWT, the token is the permission. */
export async function signedDownload(request: StorageRequest): Promise<Response> {
  const { req, ctx, bucket: bucketId, name } = request
  const url = new URL(req.url)
  const payload = await verifyUrlToken(
    ctx,
    url.searchParams.get('token'),
    'download',
    `${bucketId}/${name}`,
  )
  if (payload instanceof Response) return payload
  const row = await findObject(ctx, null, bucketId, name)
  if (!row) return errors.noSuchKey()
  return serveObject(req, ctx, row, {
    head: req.method === 'HEAD',
    download: downloadParam(url),
    expires: new Date(payload.exp * 1000),
  })
}
