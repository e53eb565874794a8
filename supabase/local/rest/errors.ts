// PostgREST's error bodies and its SQLSTATE -> HTTP status mapping.
import { restError } from '../http/errors.ts'

/** An error PostgREST itself raises (PGRSTxxx), thrown from parsing and planning. */
export class PgrstError extends Error {
  readonly status: number
  readonly code: string
  readonly details: string | object[] | null
  readonly hint: string | null
  constructor(
    status: number,
    code: string,
    message: string,
    details: string | object[] | null = null,
    hint: string | null = null,
  ) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
  }
}

export const parseError = (message: string, details: string | null = null): PgrstError =>
  new PgrstError(400, 'PGRST100', message, details)

export const tableNotFound = (schema: string, table: string): PgrstError =>
  new PgrstError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
  )

export const columnNotFound = (table: string, column: string): PgrstError =>
  new PgrstError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  )

interface PgLikeError {
  code?: unknown
  message?: unknown
  detail?: unknown
  hint?: unknown
}

export function isPgError(error: unknown): error is PgLikeError & { code: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as PgLikeError).code === 'string'
  )
}

/** HTTP status for a SQLSTATE, as PostgREST maps it. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23505' || code === '23503') return 409
  if (code === '42883' || code === '42P01') return 404
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === '53400' || code === '42P17') return 500
  if (/^(08|53)/.test(code)) return 503
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500
  if (/^(0L|0P|28)/.test(code)) return 403
  return 400
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

/** The response for any error thrown while serving a REST request. */
export function errorResponse(error: unknown, role: string): Response {
  if (error instanceof PgrstError) {
    return restError(error.status, error.code, error.message, error.details, error.hint)
  }
  if (isPgError(error)) {
    const status = statusForSqlState(error.code, role)
    return restError(
      status,
      error.code,
      str(error.message) ?? 'Database error',
      str(error.detail),
      str(error.hint),
    )
  }
  console.error('[supabase-local] REST request failed:', error)
  return restError(500, 'PGRST000', 'Unexpected server error')
}
