// Rows of storage.objects and storage.buckets as every storage route reads them: as the caller
// (so RLS decides) or as the service (past RLS, where storage-api uses its superuser), and the
// rule storage-api's download and info routes follow to choose between the two.
import type { Transaction } from '@electric-sql/pglite'
import * as z from 'zod'
import type { Claims, ServerContext } from '../types.ts'
import type { Caller } from './request.ts'
import { errors } from './respond.ts'

/**
 * storage.objects.metadata as uploads write it (storage-api's ObjectMetadata). Rows written by
 * migrations or seeds may hold anything: a field of the wrong type reads as absent.
 */
export const objectMetadataSchema = z
  .object({
    eTag: z.string().optional().catch(undefined),
    size: z.number().optional().catch(undefined),
    mimetype: z.string().optional().catch(undefined),
    cacheControl: z.string().optional().catch(undefined),
    lastModified: z.string().optional().catch(undefined),
    contentLength: z.number().optional().catch(undefined),
    httpStatusCode: z.number().optional().catch(undefined),
  })
  .catch({})

export type ObjectMetadata = z.infer<typeof objectMetadataSchema>

export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: unknown
  user_metadata: unknown
  created_at: string | null
  updated_at: string | null
  last_accessed_at: string | null
}

export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata,
  user_metadata, created_at, updated_at, last_accessed_at`

export interface BucketRow {
  id: string
  public: boolean | null
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

/** A Postgres timestamp (its own text form here) as storage-api's JSON has it: ISO, UTC. */
export function isoTime(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}

/** An object row as storage-api sends it to clients. */
export function objectJson(row: ObjectRow): ObjectRow {
  return {
    ...row,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    last_accessed_at: isoTime(row.last_accessed_at),
  }
}

/** Runs fn in one transaction as the caller (claims) or, with null, as the service. */
export function runAs<T>(
  ctx: ServerContext,
  claims: Claims | null,
  fn: (tx: Transaction) => Promise<T>,
  options: { readOnly?: boolean; rollback?: boolean } = {},
): Promise<T> {
  if (claims !== null) return ctx.db.asRole(claims, fn, options)
  return ctx.db.transaction(async (tx) => {
    const result = await fn(tx)
    if (options.rollback) await tx.rollback()
    return result
  })
}

/** The bucket's row as the service sees it: storage-api checks buckets past RLS for objects. */
export async function findBucket(ctx: ServerContext, id: string): Promise<BucketRow | null> {
  const { rows } = await ctx.db.pg.query<BucketRow>(
    `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
    [id],
  )
  return rows[0] ?? null
}

/** The object's row as `claims` may see it (null: as the service). */
export function findObject(
  ctx: ServerContext,
  claims: Claims | null,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const read = async (tx: Transaction) =>
    (
      await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      )
    ).rows[0] ?? null
  return runAs(ctx, claims, read, { readOnly: true })
}

/**
 * The object a download or info request may read, as storage-api decides: an unauthenticated
 * caller (public routes, a missing or invalid JWT) sees public buckets only; objects of a public
 * bucket are read as the service, those of a private one as the caller, under its policies.
 */
export async function findReadable(
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  name: string,
): Promise<ObjectRow | Response> {
  const bucket = await findBucket(ctx, bucketId)
  if (!bucket || (!caller.isAuthenticated && !bucket.public)) return errors.noSuchBucket()
  const row = await findObject(ctx, bucket.public ? null : caller.claims, bucketId, name)
  return row ?? errors.noSuchKey()
}
