// Reading buckets: GET /bucket (listBuckets, with search, sort and paging) and GET /bucket/<id>
// (getBucket). Both read storage.buckets as the caller, as storage-api does: with hosted
// Storage's default of RLS and no policy, only the service role sees any.
import * as z from 'zod'
import { isoTime, runAs } from './objects.ts'
import { validate, type StorageRequest } from './request.ts'
import { errors, storageJson } from './respond.ts'

interface BucketApiRow {
  id: string
  name: string
  owner: string | null
  public: boolean | null
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
  created_at: string | null
  updated_at: string | null
  type?: string
}

/** As storage-api sends a bucket: the limit a number, the dates ISO. */
function bucketJson(row: BucketApiRow): BucketApiRow {
  return {
    ...row,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}

const COLUMNS = `id, name, owner, public, created_at, updated_at, file_size_limit,
  allowed_mime_types`

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const

/** listBuckets' query string (storage-js sends each option only when given). */
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortColumn: z.enum(SORT_COLUMNS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  search: z.string().optional(),
})

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listBuckets({ req, ctx, caller }: StorageRequest): Promise<Response> {
  const query = validate(
    listQuery,
    Object.fromEntries(new URL(req.url).searchParams),
    'querystring',
  )
  if (query instanceof Response) return query
  const values: unknown[] = []
  let sql = `select ${COLUMNS}, 'STANDARD' as type from storage.buckets`
  if (query.search) {
    values.push(`%${escapeLike(query.search)}%`)
    sql += ` where name ilike $${values.length}`
  }
  // The column comes from the fixed list above; the order is 'asc' or 'desc'.
  if (query.sortColumn) sql += ` order by ${query.sortColumn} ${query.sortOrder ?? 'asc'}`
  if (query.limit !== undefined) {
    values.push(query.limit)
    sql += ` limit $${values.length}`
  }
  if (query.offset !== undefined) {
    values.push(query.offset)
    sql += ` offset $${values.length}`
  }
  const rows = await runAs(
    ctx,
    caller.claims,
    async (tx) => (await tx.query<BucketApiRow>(sql, values)).rows,
    { readOnly: true },
  )
  return storageJson(200, rows.map(bucketJson))
}

export async function getBucket({ ctx, caller, bucket }: StorageRequest): Promise<Response> {
  const sql = `select ${COLUMNS} from storage.buckets where id = $1`
  const row = await runAs(
    ctx,
    caller.claims,
    async (tx) => (await tx.query<BucketApiRow>(sql, [bucket])).rows[0],
    { readOnly: true },
  )
  return row ? storageJson(200, bucketJson(row)) : errors.noSuchBucket()
}
