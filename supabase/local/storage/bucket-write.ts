// Changing buckets: POST /bucket (create), PUT /bucket/<id> (update), POST /bucket/<id>/empty
// and DELETE /bucket/<id>, as storage-api does them: storage.buckets is written as the caller, so
// without a policy only the service role may (anon and users get the RLS refusal); a bucket
// still holding objects is not deleted.
import { createBucketBody, fileSizeLimit, mimeTypes, updateBucketBody } from './bucket-rules.ts'
import { blobStore } from './blobs.ts'
import { findBucket, runAs } from './objects.ts'
import {
  isValidBucketName,
  ownerColumns,
  ownerOf,
  readBody,
  type StorageRequest,
} from './request.ts'
import { errors, storageError, storageJson } from './respond.ts'

export async function createBucket({ req, ctx, caller }: StorageRequest): Promise<Response> {
  const body = await readBody(req, createBucketBody)
  if (body instanceof Response) return body
  const { name } = body
  if (name.trim() !== name || !isValidBucketName(name)) return errors.invalidBucketName()
  if (body.type === 'ANALYTICS') {
    return storageError(409, 'FeatureNotEnabled', 'Iceberg buckets are not enabled for this tenant')
  }
  const limit = fileSizeLimit(body.file_size_limit)
  if (limit instanceof Response) return limit
  const types = mimeTypes(body.allowed_mime_types)
  if (types instanceof Response) return types
  try {
    await runAs(ctx, caller.claims, (tx) =>
      tx.query(
        `insert into storage.buckets
           (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          body.id || name,
          name,
          ...ownerColumns(ownerOf(caller.claims)),
          body.public ?? false,
          limit ?? null,
          types ?? null,
        ],
      ),
    )
  } catch (error) {
    // A bucket's id or name taken: storage-api's BucketAlreadyExists.
    if ((error as { code?: string }).code === '23505')
      return errors.alreadyExists('BucketAlreadyExists')
    throw error
  }
  return storageJson(200, { name })
}

export async function updateBucket(request: StorageRequest): Promise<Response> {
  const { req, ctx, caller, bucket: bucketId } = request
  if (!isValidBucketName(bucketId)) return errors.invalidBucketName()
  const body = await readBody(req, updateBucketBody)
  if (body instanceof Response) return body
  const limit = fileSizeLimit(body.file_size_limit)
  if (limit instanceof Response) return limit
  const types = mimeTypes(body.allowed_mime_types)
  if (types instanceof Response) return types
  const fields = Object.entries({
    public: body.public,
    file_size_limit: limit,
    allowed_mime_types: types,
  }).filter(([, value]) => value !== undefined)
  if (fields.length === 0) return errors.noContent()
  // Column names come from the fixed object above, values are parameters.
  const set = fields.map(([column], i) => `${column} = $${i + 2}`).join(', ')
  const updated = await runAs(
    ctx,
    caller.claims,
    async (tx) =>
      (
        await tx.query(`update storage.buckets set ${set}, updated_at = now() where id = $1`, [
          bucketId,
          ...fields.map(([, value]) => value),
        ])
      ).affectedRows ?? 0,
  )
  return updated > 0 ? storageJson(200, { message: 'Successfully updated' }) : errors.noSuchBucket()
}

/**
 * Removes every object of a bucket the caller can see. storage-api queues the deletion for its
 * admin worker (past RLS); here it happens at once, bytes included.
 */
export async function emptyBucket(request: StorageRequest): Promise<Response> {
  const { ctx, caller, bucket: bucketId } = request
  const visible = await runAs(
    ctx,
    caller.claims,
    async (tx) => (await tx.query('select 1 from storage.buckets where id = $1', [bucketId])).rows,
    { readOnly: true },
  )
  if (visible.length === 0) return errors.noSuchBucket()
  const removed = await runAs(
    ctx,
    null,
    async (tx) =>
      (
        await tx.query<{ id: string }>(
          'delete from storage.objects where bucket_id = $1 returning id',
          [bucketId],
        )
      ).rows,
  )
  const blobs = blobStore(ctx)
  await Promise.all(removed.map((row) => blobs.remove(row.id)))
  return storageJson(200, { message: 'Successfully emptied' })
}

export async function deleteBucket(request: StorageRequest): Promise<Response> {
  const { ctx, caller, bucket: bucketId } = request
  if (!(await findBucket(ctx, bucketId))) return errors.noSuchBucket()
  const { rows } = await ctx.db.pg.query(
    'select 1 from storage.objects where bucket_id = $1 limit 1',
    [bucketId],
  )
  if (rows.length > 0) return errors.bucketNotEmpty()
  try {
    const deleted = await runAs(
      ctx,
      caller.claims,
      async (tx) =>
        (await tx.query('delete from storage.buckets where id = $1', [bucketId])).affectedRows ?? 0,
    )
    return deleted > 0
      ? storageJson(200, { message: 'Successfully deleted' })
      : errors.noSuchBucket()
  } catch (error) {
    // An object added between the check and the delete: the foreign key refuses, still "not empty".
    if ((error as { code?: string }).code === '23503') return errors.bucketNotEmpty()
    throw error
  }
}
