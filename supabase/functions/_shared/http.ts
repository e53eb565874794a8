// Small HTTP helpers shared by the edge functions: CORS, JSON replies, JSON body parsing.

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, x-api-key, content-type, x-retry-count, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}

/** A client error: status 4xx with `{ error, code }`, so callers can show `error` as is. */
export class HttpError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

export const badRequest = (message: string, code = 'invalid_input'): HttpError =>
  new HttpError(400, code, message)

/** Parses a JSON object body; anything else is a 400 that writes nothing. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('Request body must be valid JSON', 'invalid_json')
  }
  if (!isRecord(parsed)) throw badRequest('Request body must be a JSON object', 'invalid_json')
  return parsed
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Wraps a handler: answers CORS preflight, turns HttpError into its reply and anything else into a 500. */
export function withErrors(
  handler: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    try {
      return await handler(req)
    } catch (error) {
      if (error instanceof HttpError)
        return json(error.status, { error: error.message, code: error.code })
      console.error(error)
      return json(500, { error: 'Internal error', code: 'internal_error' })
    }
  }
}
