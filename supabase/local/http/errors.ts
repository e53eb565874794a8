// Error bodies in each service's own shape, for the failures the server itself detects (body too
// large, unknown route, crash) before or around a service handler.
export type Service = 'auth' | 'rest' | 'functions' | 'realtime' | 'storage' | 'mail' | 'other'

export function serviceOf(pathname: string): Service {
  if (pathname.startsWith('/auth/v1')) return 'auth'
  if (pathname.startsWith('/rest/v1')) return 'rest'
  if (pathname.startsWith('/functions/v1')) return 'functions'
  if (pathname.startsWith('/realtime/v1')) return 'realtime'
  if (pathname.startsWith('/storage/v1')) return 'storage'
  if (pathname.startsWith('/_dev/mail')) return 'mail'
  return 'other'
}

const JSON_TYPE = 'application/json; charset=utf-8'

/** A JSON error response shaped as the named service shapes its errors. */
export function serviceError(
  service: Service,
  status: number,
  code: string,
  message: string,
): Response {
  switch (service) {
    case 'rest':
      return Response.json(
        { code, message, details: null, hint: null },
        { status, headers: { 'Content-Type': JSON_TYPE } },
      )
    case 'auth':
      // GoTrue with X-Supabase-Api-Version 2024-01-01: {code: <error_code>, message}.
      return Response.json(
        { code, error_code: code, msg: message, message },
        { status, headers: { 'Content-Type': JSON_TYPE, 'X-Supabase-Api-Version': '2024-01-01' } },
      )
    case 'storage':
      // storage-api: {statusCode, error, message}, the status as a string.
      return Response.json(
        { statusCode: String(status), error: code, message },
        { status, headers: { 'Content-Type': JSON_TYPE } },
      )
    default:
      return Response.json({ code, message }, { status, headers: { 'Content-Type': JSON_TYPE } })
  }
}

/** PostgREST's error body: {code, message, details, hint}. */
export function restError(
  status: number,
  code: string,
  message: string,
  /** A string, or a list of objects where PostgREST lists candidates (PGRST201). */
  details: string | object[] | null = null,
  hint: string | null = null,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ code, message, details, hint }), {
    status,
    headers: {
      'Content-Type': JSON_TYPE,
      'Proxy-Status': `PostgREST; error=${code}`,
      ...extraHeaders,
    },
  })
}
