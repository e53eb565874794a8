// One file to Supabase Storage (POST /storage/v1/object/<bucket>/<path>, x-upsert), reporting
// progress. XMLHttpRequest because fetch reports no upload progress and supabase-js's storage
// client uses fetch; Node (the integration tests) has no XMLHttpRequest and uses fetch.
import type { RemoteError } from './errors.ts'

/** The server refused the file for good (limits, policy, bad request): retrying cannot help. */
export class UploadRefused extends Error {
  readonly remote: RemoteError
  constructor(remote: RemoteError) {
    super(remote.message)
    this.name = 'UploadRefused'
    this.remote = remote
  }
}

export interface UploadRequest {
  bucket: string
  path: string
  blob: Blob
  type: string
}

export type UploadTransport = (
  file: UploadRequest,
  onProgress: (fraction: number) => void,
) => Promise<void>

/** The spec's upload cache control (section 9). */
const CACHE_CONTROL = 'max-age=3600'

/** Storage's error body; hosted storage-api answers most errors with HTTP 400 and the real
 * status in `statusCode`. */
interface StorageErrorBody {
  statusCode?: unknown
  error?: unknown
  message?: unknown
}

function parseBody(body: string): StorageErrorBody {
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed && typeof parsed === 'object' ? (parsed as StorageErrorBody) : {}
  } catch {
    return {}
  }
}

/** An expired or not yet refreshed token: the next attempt carries a fresh one. */
const TOKEN_PROBLEM = /jwt|token|"exp" claim/i

/**
 * What an answer other than 2xx means: a refusal that no later attempt can change (size, type,
 * policy, a bad name), or an error worth retrying (an expired token, 408, 429, 5xx).
 */
export function uploadFailure(httpStatus: number, text: string): Error {
  const body = parseBody(text)
  const status = Number(body.statusCode ?? httpStatus) || httpStatus
  const message = typeof body.message === 'string' && body.message ? body.message : ''
  const tokenProblem = TOKEN_PROBLEM.test(`${String(body.error ?? '')} ${message}`)
  const final = status >= 400 && status < 500 && ![401, 408, 429].includes(status) && !tokenProblem
  if (!final) return new Error(`Upload failed (${status})${message ? `: ${message}` : ''}`)
  return new UploadRefused({
    code: `storage-${status}`,
    message: message || `Upload refused (${status})`,
  })
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

export function storageUploader(
  baseUrl: string,
  apiKey: string,
  token: () => string | null,
): UploadTransport {
  return (file, onProgress) => {
    const url = `${baseUrl}/storage/v1/object/${encodeURIComponent(file.bucket)}/${encodePath(file.path)}`
    const headers: Record<string, string> = {
      apikey: apiKey,
      authorization: `Bearer ${token() ?? apiKey}`,
      'content-type': file.type,
      'cache-control': CACHE_CONTROL,
      'x-upsert': 'true',
    }
    if (typeof XMLHttpRequest === 'undefined') return viaFetch(url, headers, file.blob, onProgress)
    return new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', url)
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (ev) => {
        if (ev.lengthComputable && ev.total > 0) onProgress(ev.loaded / ev.total)
      }
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) resolve()
        else reject(uploadFailure(xhr.status, xhr.responseText))
      }
      xhr.onerror = xhr.ontimeout = () => reject(new Error('Network error during upload'))
      xhr.send(file.blob)
    })
  }
}

async function viaFetch(
  url: string,
  headers: Record<string, string>,
  blob: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers, body: blob })
  const body = await res.text()
  if (res.ok) {
    onProgress(1)
    return
  }
  throw uploadFailure(res.status, body)
}
