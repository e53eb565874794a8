// Calls the edge functions over HTTP as a browser would (user agent, bearer token), with the
// caller's address in a header the crawler function is configured to trust in these tests.
import type { TestServer } from './helpers.ts'
import { sql } from './helpers.ts'

export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
export const freshIp = (): string =>
  `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`

export async function call(
  server: TestServer,
  path: string,
  body: unknown,
  opts: {
    token?: string
    ip?: string
    ua?: string
    method?: string
    raw?: string
  } = {},
) {
  const res = await fetch(`${server.url}/functions/v1/${path}`, {
    method: opts.method ?? 'POST',
    headers: {
      apikey: server.anonKey,
      Authorization: `Bearer ${opts.token ?? server.anonKey}`,
      'Content-Type': 'application/json',
      'User-Agent': opts.ua ?? BROWSER,
      'x-test-client-ip': opts.ip ?? freshIp(),
    },
    ...(opts.method === 'GET' ? {} : { body: opts.raw ?? JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

export const count = async (server: TestServer, table: string): Promise<number> =>
  (await sql<{ n: number }>(server, `select count(*)::int as n from public.${table}`))[0]!.n

export const fingerprint = (overrides: Record<string, unknown> = {}) => ({
  fingerprint: {
    userAgent: BROWSER,
    screenResolution: '1920x1080',
    timezone: 'America/Toronto',
    language: 'en-CA',
    plugins: ['PDF Viewer'],
    canvasFingerprint: 'c9',
    webglFingerprint: 'w9',
    audioFingerprint: 'a9',
    ...overrides,
  },
})
