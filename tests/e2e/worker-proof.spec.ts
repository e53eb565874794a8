// [SYNC-ARCH-2] Proves the replica design in Chromium: a dedicated Web Worker opens the same RxDB
// database (Dexie storage, multiInstance) as the page, writes, and the page's live query sees the
// write through RxDB's multi-instance (BroadcastChannel) events.
import { test, expect } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { fileURLToPath } from 'node:url'

let server: ViteDevServer
test.beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('./worker-proof', import.meta.url)),
    server: { port: 4199, strictPort: true, host: '127.0.0.1' },
    worker: { format: 'es' },
    logLevel: 'error',
  })
  await server.listen()
})
test.afterAll(async () => {
  await server.close()
})

test('[SYNC-ARCH-2] a worker write reaches the page live query', async ({ page }) => {
  test.setTimeout(180_000)
  page.on('console', (m) => console.log('page:', m.text()))
  page.on('pageerror', (e) => console.log('pageerror:', e.message))
  await page.goto('http://127.0.0.1:4199/')
  await expect(page.locator('#out')).toHaveAttribute('data-ready', 'yes', { timeout: 120_000 })
  const latencies: number[] = []
  for (let i = 0; i < 5; i++) {
    latencies.push(await page.evaluate((id) => window.proof.writeViaWorker(id), `doc-${i}`))
  }
  console.log('worker->page live query latency ms:', latencies.map((l) => l.toFixed(1)).join(', '))
  expect(await page.evaluate(() => window.proof.count())).toBe(5)
  // A reload reads the worker's writes back from IndexedDB.
  await page.reload()
  await expect(page.locator('#out')).toHaveText('items: 5', { timeout: 30_000 })
})
