// Field shapes shared by the entity schemas (server encodings, see supabase/README.md).
import * as z from 'zod'
import { newestFirstKey } from './sort-key.ts'

export const id = z.string().min(1).max(200)
export const uuid = z.string().length(36)
/** Postgres timestamptz as text, e.g. 2026-11-21T19:45:52.123456+00:00 */
export const timestamp = z.string().min(10)
/** Postgres date as YYYY-MM-DD. */
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** Lists and objects are JSON text columns (RxDB 17.6 pushes flat rows only: SYNC-PUSH-3). */
export const jsonList = z.string()
export const jsonObject = z.string()
export const text = z.string()
export const optionalText = z.string().nullable()

/** Local-only newest-first key computed from created_at (SYNC-PUSH-4). */
export const sortDesc = {
  schema: { type: 'string', maxLength: 15 },
  compute: (row: Record<string, unknown>) => newestFirstKey(String(row['created_at'] ?? '')),
}

/** The strings of a JSON list column; anything else reads as an empty list. */
export function parseJsonList(v: unknown): string[] {
  if (typeof v !== 'string') return []
  try {
    const parsed: unknown = JSON.parse(v)
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}
