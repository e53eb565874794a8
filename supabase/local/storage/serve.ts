// Sends an object's bytes (or, for HEAD, only their headers) as storage-api's asset renderer
// does: type, length, ETag, Last-Modified, cache headers, `?download=` as an attachment, a
// conditional request answered 304 and a Range answered 206, as the S3 behind it answers them.
import type { ServerContext } from '../types.ts'
import { blobStore } from './blobs.ts'
import { objectMetadataSchema, type ObjectRow } from './objects.ts'
import { parseRange, rangeStillValid } from './range.ts'
import { errors, invalidRange } from './respond.ts'

export interface ServeOptions {
  /** Headers only (HEAD): the bytes are not read. */
  head: boolean
  /** `?download=`: '' for an attachment under its own name, else the name to save it as. */
  download: string | null
  /** A signed URL's expiry: sent as Expires instead of the object's Cache-Control. */
  expires?: Date
}

/** storage-api never serves HTML from its origin as HTML: it would run as that origin's page. */
const contentType = (mimetype: string | undefined): string =>
  mimetype?.includes('text/html') ? 'text/plain' : (mimetype ?? 'application/octet-stream')

function disposition(download: string): string {
  if (download === '') return 'attachment;'
  const name = encodeURIComponent(download)
  return `attachment; filename=${name}; filename*=UTF-8''${name}`
}

/** HTTP dates have whole seconds: Last-Modified and the dates compared with it are cut to them. */
function lastModifiedOf(value: string | undefined): Date | null {
  const ms = value === undefined ? NaN : Date.parse(value)
  return Number.isNaN(ms) ? null : new Date(Math.floor(ms / 1000) * 1000)
}

/** If-None-Match (a list, weak tags, `*`) or, without it, If-Modified-Since say the copy is fresh. */
function isNotModified(req: Request, eTag: string | undefined, lastModified: Date | null): boolean {
  const ifNoneMatch = req.headers.get('if-none-match')
  if (ifNoneMatch !== null) {
    if (eTag === undefined) return false
    const tags = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''))
    return tags.includes('*') || tags.includes(eTag.replace(/^W\//, ''))
  }
  const since = Date.parse(req.headers.get('if-modified-since') ?? '')
  return lastModified !== null && !Number.isNaN(since) && lastModified.getTime() <= since
}

export async function serveObject(
  req: Request,
  ctx: ServerContext,
  row: ObjectRow,
  options: ServeOptions,
): Promise<Response> {
  const meta = objectMetadataSchema.parse(row.metadata)
  const bytes = options.head ? null : await blobStore(ctx).get(row.id)
  if (!options.head && !bytes) return errors.noSuchKey()
  const size = bytes?.length ?? meta.size ?? meta.contentLength ?? 0
  const lastModified = lastModifiedOf(meta.lastModified)

  const headers = new Headers({ 'X-Robots-Tag': 'none' })
  if (meta.eTag) headers.set('ETag', meta.eTag)
  if (lastModified) headers.set('Last-Modified', lastModified.toUTCString())
  if (options.expires) headers.set('Expires', options.expires.toUTCString())
  else headers.set('Cache-Control', meta.cacheControl ?? 'no-cache')
  if (isNotModified(req, meta.eTag, lastModified))
    return new Response(null, { status: 304, headers })

  headers.set('Accept-Ranges', 'bytes')
  headers.set('Content-Type', contentType(meta.mimetype))
  if (options.download !== null) headers.set('Content-Disposition', disposition(options.download))
  const ifRange = req.headers.get('if-range')
  const range = rangeStillValid(ifRange, meta.eTag, lastModified)
    ? parseRange(req.headers.get('range'), size)
    : null
  if (range === 'unsatisfiable') return invalidRange(size)
  if (range === null) {
    headers.set('Content-Length', String(size))
    return new Response(bytes, { status: 200, headers })
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
  headers.set('Content-Length', String(range.end - range.start + 1))
  return new Response(bytes?.slice(range.start, range.end + 1) ?? null, { status: 206, headers })
}

/** `?download=` of a request URL: null when absent, '' for a bare `?download`. */
export const downloadParam = (url: URL): string | null => url.searchParams.get('download')
