// Issue 41: a visitor's calls (the home page's job counts, the crawler check, page tracking) go
// out as plain requests with the anon key, so the public pages never load supabase-js. Against
// the local backend with the project's migrations and functions: the answers and the error kinds
// are the ones supabase-js would give, and supabase-js is never asked for.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertAsOwner, jobRow, makeUser, startProductServer, type TestServer } from './helpers.ts'

let server: TestServer

async function visitorModules(url: string) {
  vi.resetModules()
  vi.stubEnv('VITE_SUPABASE_URL', url)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', server.anonKey)
  return {
    counts: await import('@/backend/public-job-counts.ts'),
    crawler: await import('@/backend/crawler-api.ts'),
    invoke: await import('@/backend/invoke-function.ts'),
    client: await import('@/backend/supabase-client.ts'),
  }
}

beforeAll(async () => {
  server = await startProductServer({ functionsDir: 'supabase/functions' })
  const company = await makeUser(server, ['company'])
  await insertAsOwner(server, 'jobs', jobRow(company.id, { location_province: 'Manitoba' }))
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await server?.close()
})

describe('calls a visitor makes without supabase-js', () => {
  it('counts open jobs per province through the public RPC', async () => {
    const { counts, client } = await visitorModules(server.url)
    const result = await counts.fetchPublicJobCounts()
    expect(result.ok).toBe(true)
    const manitoba = result.ok ? result.value.find((c) => c.province === 'Manitoba') : undefined
    expect(manitoba?.openJobs).toBeGreaterThanOrEqual(1)
    expect(client.supabaseRequested()).toBe(false)
  })

  it("gets the crawler check's verdict for a page", async () => {
    const { crawler, client } = await visitorModules(server.url)
    const result = await crawler.checkAccess('/pricing')
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(['allow', 'log', 'challenge', 'block']).toContain(result.value.action)
      expect(typeof result.value.score).toBe('number')
    }
    expect(client.supabaseRequested()).toBe(false)
  })

  it('reports a refusal and a network failure as supabase-js names them', async () => {
    const { invoke } = await visitorModules(server.url)
    const missing = await invoke.invokeFunction('no-such-function', { body: {} })
    expect(missing.error?.name).toBe('FunctionsHttpError')
    expect((missing.error as Error & { context: Response }).context.status).toBe(404)

    const closed = await visitorModules('http://127.0.0.1:9')
    const unreachable = await closed.invoke.invokeFunction('crawler-protection/check', {
      body: { path: '/' },
    })
    expect(unreachable.error?.name).toBe('FunctionsFetchError')
    const offline = await closed.crawler.checkAccess('/')
    expect(offline).toMatchObject({ ok: false, failure: 'offline' })
  })
})
