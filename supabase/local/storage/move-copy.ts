// POST /object/move and POST /object/copy {bucketId, sourceKey, destinationKey,
// destinationBucket?}, run as the caller as storage-api runs them: a move is an update of the
// source row to its new bucket and name (its policies: select and update on the source, the
// update's check on the destination), a copy reads the source and inserts the destination row
// (select on the source, insert there, and update too with x-upsert). Bytes live under the row's
// id: a move keeps them, a copy stores them again under the new row.
import * as z from 'zod'
import { blobStore } from './blobs.ts'
import { OBJECT_COLUMNS, objectJson, runAs, type ObjectRow } from './objects.ts'
import { isValidKey, ownerColumns, ownerOf, readBody, type StorageRequest } from './request.ts'
import { errors, storageJson } from './respond.ts'

const moveBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().optional(),
})

const copyBody = moveBody.extend({
  copyMetadata: z.boolean().optional(),
  metadata: z.object({ cacheControl: z.string(), mimetype: z.string() }).partial().optional(),
})

export async function moveObject({ req, ctx, caller }: StorageRequest): Promise<Response> {
  const body = await readBody(req, moveBody)
  if (body instanceof Response) return body
  const { bucketId, sourceKey, destinationKey } = body
  if (!isValidKey(destinationKey)) return errors.invalidKey(destinationKey)
  const destination = body.destinationBucket || bucketId
  const moved = await runAs(ctx, caller.claims, async (tx) => {
    const source = await tx.query(
      'select 1 from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, sourceKey],
    )
    if (source.rows.length === 0) return null
    const { rows } = await tx.query<{ id: string }>(
      `update storage.objects
          set bucket_id = $3, name = $4, owner = $5, owner_id = $6, version = $7,
              updated_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      [
        bucketId,
        sourceKey,
        destination,
        destinationKey,
        ...ownerColumns(ownerOf(caller.claims)),
        crypto.randomUUID(),
      ],
    )
    return rows[0] ?? null
  })
  if (!moved) return errors.noSuchKey()
  return storageJson(200, { message: 'Successfully moved', Id: moved.id, Key: destinationKey })
}

/** x-metadata: the destination's user metadata when the source's is not copied. */
function headerMetadata(req: Request): unknown {
  const header = req.headers.get('x-metadata')
  return header ? JSON.parse(Buffer.from(header, 'base64').toString('utf8')) : null
}

export async function copyObject({ req, ctx, caller }: StorageRequest): Promise<Response> {
  const body = await readBody(req, copyBody)
  if (body instanceof Response) return body
  const { bucketId, sourceKey, destinationKey } = body
  if (!isValidKey(destinationKey)) return errors.invalidKey(destinationKey)
  const destination = body.destinationBucket || bucketId
  const copyMetadata = body.copyMetadata ?? true
  let userMetadata: unknown
  try {
    userMetadata = copyMetadata ? null : headerMetadata(req)
  } catch {
    return errors.invalidRequest('The x-metadata header is malformed')
  }
  const upsert = req.headers.get('x-upsert') === 'true'
  const blobs = blobStore(ctx)
  const copied = await runAs(ctx, caller.claims, async (tx) => {
    const source = (
      await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, sourceKey],
      )
    ).rows[0]
    const bytes = source ? await blobs.get(source.id) : null
    if (!source || !bytes) return null
    // Without copyMetadata the named fields are replaced and the rest kept (storage-api's route).
    const metadata = {
      ...(source.metadata as Record<string, unknown> | null),
      ...(copyMetadata ? {} : body.metadata),
      lastModified: new Date().toISOString(),
    }
    const set = `metadata = $5, user_metadata = $6, version = $7, owner = $3, owner_id = $4,
                 updated_at = now()`
    const { rows } = await tx.query<ObjectRow>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5, $6, $7)
       ${upsert ? `on conflict (bucket_id, name) do update set ${set}` : ''}
       returning ${OBJECT_COLUMNS}`,
      [
        destination,
        destinationKey,
        ...ownerColumns(ownerOf(caller.claims)),
        JSON.stringify(metadata),
        JSON.stringify(copyMetadata ? source.user_metadata : userMetadata),
        crypto.randomUUID(),
      ],
    )
    const row = rows[0]
    if (row) await blobs.put(row.id, bytes)
    return row ?? null
  })
  if (!copied) return errors.noSuchKey()
  return storageJson(200, {
    Id: copied.id,
    Key: `${destination}/${destinationKey}`,
    ...objectJson(copied),
  })
}
