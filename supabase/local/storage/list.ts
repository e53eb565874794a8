// POST /object/list/<bucket>: one folder level, its files and its sub-folders, as storage.search
// answers. It runs as the caller, so storage.objects' policies decide what is seen.
import * as z from 'zod'
import { isoTime } from './objects.ts'
import { readBody, type StorageRequest } from './request.ts'
import { errors, storageJson } from './respond.ts'

interface ListedRow {
  id: string
  name: string
  created_at: string
  updated_at: string
  last_accessed_at: string
  metadata: unknown
}

type Entry = Omit<ListedRow, 'id' | 'created_at' | 'updated_at' | 'last_accessed_at'> & {
  id: string | null
  created_at: string | null
  updated_at: string | null
  last_accessed_at: string | null
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at'])

/** The body's options with storage-js's defaults; null when a value is not what the API takes. */
function listOptions(body: Record<string, unknown>) {
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = String(sortBy.column ?? 'name')
  const order = String(sortBy.order ?? 'asc').toLowerCase()
  const limit = Number(body.limit ?? 100)
  const offset = Number(body.offset ?? 0)
  if (!SORT_COLUMNS.has(column) || (order !== 'asc' && order !== 'desc')) return null
  if (!Number.isInteger(limit) || !Number.isInteger(offset) || limit < 0 || offset < 0) return null
  const raw = typeof body.prefix === 'string' ? body.prefix : ''
  const prefix = raw === '' || raw.endsWith('/') ? raw : `${raw}/`
  const search = typeof body.search === 'string' ? body.search : ''
  return { column: column as keyof Entry, desc: order === 'desc', limit, offset, prefix, search }
}

export async function listObjects({ req, ctx, caller, bucket }: StorageRequest): Promise<Response> {
  const body = await readBody(req, z.record(z.string(), z.unknown()))
  if (body instanceof Response) return body
  const options = listOptions(body)
  if (!options) return errors.invalidRequest('Invalid list options')
  const { prefix, search, column, desc } = options
  const rows = await ctx.db.asRole(
    caller.claims,
    async (tx) =>
      (
        await tx.query<ListedRow>(
          `select id, name, created_at, updated_at, last_accessed_at, metadata
             from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
          [bucket, prefix],
        )
      ).rows,
    { readOnly: true },
  )
  const folders = new Set<string>()
  const entries: Entry[] = []
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    if (!rest.toLowerCase().startsWith(search.toLowerCase())) continue
    const slash = rest.indexOf('/')
    if (slash === -1) {
      entries.push({
        ...row,
        name: rest,
        created_at: isoTime(row.created_at),
        updated_at: isoTime(row.updated_at),
        last_accessed_at: isoTime(row.last_accessed_at),
      })
    } else folders.add(rest.slice(0, slash))
  }
  for (const name of folders) {
    entries.push({
      name,
      id: null,
      created_at: null,
      updated_at: null,
      last_accessed_at: null,
      metadata: null,
    })
  }
  // Folders have no dates: they sort after the files, as NULLs sort last in Postgres.
  const key = (e: Entry): string => String(e[column] ?? '\uffff')
  entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1))
  return storageJson(200, entries.slice(options.offset, options.offset + options.limit))
}
