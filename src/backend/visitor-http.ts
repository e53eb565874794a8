// A visitor with no session calls the backend with plain fetch and the anon key, the requests
// supabase-js would send, so the public pages never load supabase-js (issue 41: a first visit on
// a phone downloads only what the page needs). Signed-in calls go through supabase-client.ts.
import { env } from '@/env.ts'
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts'
import { supabaseRequested } from './supabase-client.ts'

/** No session is stored and supabase-js has not been asked for: the visitor path applies. */
export function isVisitorWithoutClient(): boolean {
  if (supabaseRequested()) return false
  try {
    return globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) == null
  } catch {
    return true
  }
}

function headers(): Record<string, string> {
  return {
    apikey: env.VITE_SUPABASE_ANON_KEY,
    authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`,
    'content-type': 'application/json',
  }
}

/** POST `path` under the backend's URL; rejects only when the network fails or `timeout` ends. */
export function visitorPost(path: string, body: unknown, timeout?: number): Promise<Response> {
  return fetch(`${env.VITE_SUPABASE_URL}${path}`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(body ?? {}),
    ...(timeout ? { signal: AbortSignal.timeout(timeout) } : {}),
  })
}

/** The body as supabase-js's functions client reads it: JSON when it says so, else text. */
export async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? ''
  return type.includes('application/json') ? await response.json() : await response.text()
}
