// Columns that hold Storage paths, and the bucket each points into (supabase migration
// 20261201090000_storage_buckets.sql). A row with such a column is pushed only once the server
// has every file it names (sync/file-uploads.ts), so no row points at a missing file.
import { parseJsonList } from './fields.ts'

export const PHOTO_BUCKETS = { avatars: 'avatars', portfolio: 'portfolio', chat: 'chat' } as const

interface FileColumn {
  column: string
  bucket: string
  /** A JSON list of paths rather than one path. */
  many: boolean
}

const FILE_COLUMNS: Record<string, readonly FileColumn[]> = {
  user_profiles: [{ column: 'avatar_path', bucket: PHOTO_BUCKETS.avatars, many: false }],
  company_profiles: [{ column: 'logo_path', bucket: PHOTO_BUCKETS.avatars, many: false }],
  portfolio_items: [{ column: 'photos', bucket: PHOTO_BUCKETS.portfolio, many: true }],
  messages: [{ column: 'attachments', bucket: PHOTO_BUCKETS.chat, many: true }],
}

/** Most photos a portfolio item holds (the server's check says the same). */
export const MAX_PORTFOLIO_PHOTOS = 10

export interface FileRef {
  bucket: string
  path: string
}

/** The files a row of `table` refers to. */
export function fileRefsOf(table: string, row: Record<string, unknown>): FileRef[] {
  const refs: FileRef[] = []
  for (const { column, bucket, many } of FILE_COLUMNS[table] ?? []) {
    const value = row[column]
    const paths = many ? parseJsonList(value) : typeof value === 'string' && value ? [value] : []
    for (const path of paths) refs.push({ bucket, path })
  }
  return refs
}

/** File kinds a chat message may carry besides photos, by type, with their extension. */
export const DOCUMENT_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'text/plain': 'txt',
  'text/csv': 'csv',
}

/** A new object path in the owner's folder, as the buckets' policies require. */
export function newFilePath(owner: string, type: string): string {
  const ext =
    DOCUMENT_EXTENSIONS[type] ??
    (type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg')
  return `${owner}/${crypto.randomUUID()}.${ext}`
}
