// Small parsers for row shapes that differ between the wire and the app: lists and objects are
// stored as JSON text (RxDB-friendly flat rows), the app wants arrays and objects.
export function parseTextList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  if (typeof value !== 'string' || value.trim() === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function parseJsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, unknown>
  }
  if (typeof value !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** A PostgREST/RPC error as the UI needs it: the server's message, if any. */
export interface ApiError {
  message: string
  code?: string
}

/** An online-only call's answer: its value, or the server's error. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export function toApiError(error: { message?: string; code?: string } | null): ApiError {
  return { message: error?.message ?? '', code: error?.code }
}
