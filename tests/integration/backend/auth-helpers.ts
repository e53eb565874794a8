// Shared steps of the auth and mailbox tests: unique addresses, reading the dev mailbox and
// following an emailed link the way a browser does.
import { randomUUID } from 'node:crypto'
import type { SentMail } from '../../../supabase/local/types.ts'

export const STRONG_PASSWORD = 'Str0ng-Passw0rd'

export const uniqueEmail = (label = 'user'): string =>
  `${label}-${randomUUID().slice(0, 8)}@example.com`

/** The mailbox as GET /_dev/mail returns it (newest first). */
export async function mailTo(baseUrl: string, to: string): Promise<SentMail[]> {
  const res = await fetch(`${baseUrl}/_dev/mail?to=${encodeURIComponent(to)}`)
  if (!res.ok) throw new Error(`GET /_dev/mail answered ${res.status}`)
  return (await res.json()) as SentMail[]
}

/** The verify link of the newest mail to `to`. */
export async function latestVerifyLink(baseUrl: string, to: string): Promise<string> {
  const [mail] = await mailTo(baseUrl, to)
  const link = mail?.links.find((l) => l.includes('/auth/v1/verify?'))
  if (!link) throw new Error(`no verify link mailed to ${to}`)
  return link
}

/** The six-digit code of the newest mail to `to`. */
export async function latestCode(baseUrl: string, to: string): Promise<string> {
  const [mail] = await mailTo(baseUrl, to)
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

export interface FollowedLink {
  status: number
  location: string
  /** Everything before the `#`. */
  target: string
  /** The URL-hash parameters GoTrue puts the session (or the error) in. */
  hash: URLSearchParams
}

/** Clicks an emailed link: one request, the 303 is read rather than followed. */
export async function followLink(link: string): Promise<FollowedLink> {
  const res = await fetch(link, { redirect: 'manual' })
  const location = res.headers.get('location') ?? ''
  const cut = location.indexOf('#')
  return {
    status: res.status,
    location,
    target: cut < 0 ? location : location.slice(0, cut),
    hash: new URLSearchParams(cut < 0 ? '' : location.slice(cut + 1)),
  }
}

/** A raw auth request with the headers supabase-js sends (api version optional). */
export function authFetch(
  baseUrl: string,
  path: string,
  init: {
    method?: string
    token?: string
    apikey: string
    body?: unknown
    apiVersion?: string | null
  },
): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: init.apikey,
    'content-type': 'application/json',
  }
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
  if (init.apiVersion !== null) headers['x-supabase-api-version'] = init.apiVersion ?? '2024-01-01'
  return fetch(`${baseUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}
