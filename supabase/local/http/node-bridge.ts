// Converting between node:http and the Web Request/Response every service handler speaks.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { applyCors, wantsCors } from './cors.ts'

export class BodyTooLargeError extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes`)
    this.limit = limit
  }
}

/** Reads the whole body, failing fast (without buffering the rest) once it passes `limit`. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN)
  if (Number.isFinite(declared) && declared > limit) {
    req.resume()
    return Promise.reject(new BodyTooLargeError(limit))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    req.on('data', (chunk: Buffer) => {
      if (failed) return
      size += chunk.length
      if (size > limit) {
        failed = true
        reject(new BodyTooLargeError(limit))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks))
    })
    req.on('error', (error) => {
      if (!failed) reject(error)
      failed = true
    })
  })
}

export function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    } catch {
      // A header value the Fetch API refuses (e.g. stray control bytes) is dropped, not fatal.
    }
  }
  return headers
}

export function toRequest(
  req: IncomingMessage,
  url: URL,
  headers: Headers,
  body: Buffer | null,
): Request {
  const method = (req.method ?? 'GET').toUpperCase()
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== null && body.length > 0
  return new Request(url, {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : null,
  })
}

export async function sendResponse(
  res: ServerResponse,
  response: Response,
  isHead: boolean,
): Promise<void> {
  const body = isHead || response.body === null ? null : Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  if (body !== null) headers['content-length'] = String(body.length)
  if (wantsCors(response)) applyCors(headers)
  res.writeHead(response.status, response.statusText || undefined, headers)
  res.end(body ?? undefined)
}
