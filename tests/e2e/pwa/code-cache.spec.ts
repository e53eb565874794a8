// A reload runs the precached modules from V8's code cache instead of compiling them from source
// (issue 8: first job row within 500 ms). Chromium keeps no code cache for a script stored with
// `Cache-Control: no-cache`, which is what `vite preview` says by default; the build's files are
// served as immutable (build/asset-headers.ts), and the precache stores that answer.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { waitForAppMounted, waitForOfflineReady } from './pwa-helpers.ts'

interface TraceEvent {
  name: string
  args?: { data?: { url?: string; consumedCacheSize?: number } }
}

/** Reloads the page under a trace; returns the bytes of code cache the entry module used. */
async function entryCodeCacheOnReload(browser: Browser, page: Page, entry: string) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8'] })
  await page.reload()
  await waitForAppMounted(page)
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  const compiles = trace.traceEvents.filter(
    (e) => e.name === 'v8.compileModule' && e.args?.data?.url === entry,
  )
  expect(compiles.length).toBeGreaterThan(0)
  return Math.max(...compiles.map((e) => e.args?.data?.consumedCacheSize ?? 0))
}

test('a reload compiles the entry module from the code cache', async ({ browser, page }) => {
  await page.goto('/')
  await waitForOfflineReady(page)
  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src,
  )
  expect((await page.request.get(entry)).headers()['cache-control']).toContain('immutable')

  // The first runs from the precache produce the cache; a later one uses it.
  await page.reload()
  await waitForAppMounted(page)
  await page.reload()
  await waitForAppMounted(page)
  expect(await entryCodeCacheOnReload(browser, page, entry)).toBeGreaterThan(100_000)
})
