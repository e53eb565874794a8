// Removing objects: DELETE /object/<bucket>/<name> and DELETE /object/<bucket> {prefixes} (by
// full names), as the caller, so storage.objects' policies decide what goes; the bytes go with
// the rows.
import * as z from 'zod'
import type { Claims, ServerContext } from '../types.ts'
import { blobStore } from './blobs.ts'
import { OBJECT_COLUMNS, objectJson, type ObjectRow } from './objects.ts'
import { readBody, type StorageRequest } from './request.ts'
import { errors, storageJson } from './respond.ts'

/** Deletes the named objects the caller may delete, and their bytes; answers the rows removed. */
async function removeNames(
  ctx: ServerContext,
  claims: Claims,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  const removed = await ctx.db.asRole(claims, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning ${OBJECT_COLUMNS}`,
      [bucketId, names],
    )
    return rows
  })
  const blobs = blobStore(ctx)
  await Promise.all(removed.map((row) => blobs.remove(row.id)))
  return removed.map(objectJson)
}

export async function removeOne({ ctx, caller, bucket, name }: StorageRequest): Promise<Response> {
  const removed = await removeNames(ctx, caller.claims, bucket, [name])
  return removed.length > 0
    ? storageJson(200, { message: 'Successfully deleted' })
    : errors.noSuchKey()
}

/** storage-js' remove(): up to 1,000 names (MAX_OBJECTS_PER_REQUEST). */
const removeBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) })

export async function removeMany({ req, ctx, caller, bucket }: StorageRequest): Promise<Response> {
  const body = await readBody(req, removeBody)
  if (body instanceof Response) return body
  return storageJson(200, await removeNames(ctx, caller.claims, bucket, body.prefixes))
}
