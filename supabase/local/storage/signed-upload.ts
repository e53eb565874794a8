// Signed upload URLs: POST /object/upload/sign/<bucket>/<name> (x-upsert) checks, as storage-api's
// canUpload does, that the caller may create (or with upsert, replace) the object, then answers a
// token valid two hours carrying the caller as owner; PUT /object/upload/sign/<bucket>/<name>
// ?token= (supabase-js' uploadToSignedUrl) then stores the file for that owner with no JWT.
import type { ServerContext } from '../types.ts'
import { runAs } from './objects.ts'
import { isValidKey, ownerColumns, ownerOf, type Caller, type StorageRequest } from './request.ts'
import { errors, storageJson } from './respond.ts'
import { signUrlToken, verifyUrlToken } from './signed-token.ts'
import { uploadObject } from './upload.ts'

/** storage-api's UPLOAD_SIGNED_URL_EXPIRATION_TIME default. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60

/**
 * Tries the row the upload will write, as the caller, and rolls it back: the policies (insert,
 * and update too for an upsert), a taken name and a missing bucket refuse here, at signing.
 */
async function canUpload(
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  name: string,
  upsert: boolean,
  mimetype: string | null,
): Promise<void> {
  const metadata = mimetype ? JSON.stringify({ mimetype }) : null
  const replace = `on conflict (bucket_id, name) do update
                     set version = '1', metadata = $5, owner = $3, owner_id = $4`
  const sql = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
               values ($1, $2, $3, $4, '1', $5) ${upsert ? replace : ''}`
  const values = [bucketId, name, ...ownerColumns(ownerOf(caller.claims)), metadata]
  await runAs(ctx, caller.claims, (tx) => tx.query(sql, values), { rollback: true })
}

export async function signUpload(request: StorageRequest): Promise<Response> {
  const { req, ctx, caller, bucket: bucketId, name } = request
  if (!isValidKey(name)) return errors.invalidKey(name)
  const upsert = req.headers.get('x-upsert') === 'true'
  await canUpload(ctx, caller, bucketId, name, upsert, req.headers.get('content-type'))
  const url = `${bucketId}/${name}`
  const owner = ownerOf(caller.claims) ?? undefined
  const token = await signUrlToken(
    ctx,
    { url, scope: 'upload', upsert, ...(owner ? { owner } : {}) },
    UPLOAD_URL_SECONDS,
  )
  return storageJson(200, { url: `/object/upload/sign/${url}?token=${token}`, token })
}

export async function signedUpload(request: StorageRequest): Promise<Response> {
  const { req, ctx, bucket: bucketId, name } = request
  const token = new URL(req.url).searchParams.get('token')
  const payload = await verifyUrlToken(ctx, token, 'upload', `${bucketId}/${name}`)
  if (payload instanceof Response) return payload
  const stored = await uploadObject(req, ctx, {
    bucketId,
    name,
    mode: payload.upsert ? 'upsert' : 'create',
    owner: payload.owner ?? null,
    as: null,
  })
  return stored instanceof Response ? stored : storageJson(200, { Key: stored.key })
}
