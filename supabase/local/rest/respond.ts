// Building PostgREST-shaped success responses: bodies, Content-Range, Preference-Applied.
import { PgrstError } from './errors.ts'
import type { RestContext } from './context.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

export function contentRange(offset: number, count: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total)
  return count > 0 ? `${offset}-${offset + count - 1}/${totalText}` : `*/${totalText}`
}

export function baseHeaders(rc: RestContext, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra)
  // PostgREST names the schema only when there is a choice of several.
  if (rc.ctx.config.apiSchemas.length > 1) headers.set('Content-Profile', rc.schema)
  if (rc.prefs.applied.length > 0) headers.set('Preference-Applied', rc.prefs.applied.join(', '))
  return headers
}

/** The JSON text of a single-object response, or 406 PGRST116 when there is not exactly one row. */
export function singleBody(arrayText: string, rows: number): string {
  if (rows !== 1) {
    throw new PgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    )
  }
  return arrayText.slice(1, -1).trim()
}

/** A JSON body response (array, or object for Accept vnd.pgrst.object). */
export function jsonResponse(
  rc: RestContext,
  status: number,
  arrayText: string,
  rows: number,
  headers: Headers,
): Response {
  const body = rc.single ? singleBody(arrayText, rows) : arrayText
  headers.set('Content-Type', rc.single ? OBJECT_TYPE : JSON_TYPE)
  return new Response(body, { status, headers })
}

export function emptyResponse(status: number, headers: Headers): Response {
  return new Response(null, { status, headers })
}

/** SQL wrapping a row source into `(n, body)`: row count and the JSON array text. */
export function aggregateSql(rc: RestContext, source: string): string {
  const agg = rc.stripNulls ? 'json_agg(json_strip_nulls(row_to_json(_r)))' : 'json_agg(_r)'
  return `select count(*)::int as n, coalesce(${agg}, '[]')::text as body from (${source}) _r`
}
