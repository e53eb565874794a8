// A new version deployed while the app is open: the page offers "A new version is available",
// never reloads by itself, and Reload switches to the new version (which then starts offline).
// Two real production builds with different build ids are served in turn from one origin.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  buildIdOf,
  reloadOfflineFromPrecache,
  waitForAppMounted,
  waitForOfflineReady,
} from './pwa-helpers.ts'
import { startStaticServer, type StaticServer } from './static-server.ts'

let work = ''
const builds = { old: '', next: '' }
const OLD_ID = `e2e-old-${Date.now()}`
const NEXT_ID = `e2e-next-${Date.now()}`
let server: StaticServer

function build(outDir: string, id: string) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: { ...process.env, CRAFTLINK_BUILD_ID: id },
      stdio: 'pipe',
    },
  )
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  work = mkdtempSync(join(tmpdir(), 'craftlink-update-'))
  builds.old = join(work, 'old')
  builds.next = join(work, 'next')
  build(builds.old, OLD_ID)
  build(builds.next, NEXT_ID)
  server = await startStaticServer(builds.old)
})

test.afterAll(async () => {
  await server?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

test('a new build shows the update prompt and Reload switches to it', async ({ page, context }) => {
  await page.goto(`${server.url}/jobs`)
  await waitForOfflineReady(page)
  expect(await buildIdOf(page)).toBe(OLD_ID)
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })

  server.serve(builds.next)
  // What the browser does on its own schedule (and the app on focus, reconnect and hourly).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })

  const prompt = page.getByRole('dialog', { name: 'A new version is available' })
  await expect(prompt).toBeVisible()
  // Nothing reloaded behind the user's back: same document, still the old version.
  await page.waitForTimeout(1_000)
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
  expect(await buildIdOf(page)).toBe(OLD_ID)

  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect.poll(() => buildIdOf(page).catch(() => null), { timeout: 15_000 }).toBe(NEXT_ID)
  await waitForAppMounted(page)
  await expect(prompt).toHaveCount(0)
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false)

  // The new version is the one in the cache now: it starts with the network cut.
  await context.setOffline(true)
  await page.reload()
  expect(await buildIdOf(page)).toBe(NEXT_ID)
  await waitForAppMounted(page)
})

// An install from before the static route stored its files with the server's `Vary: Origin`. Files
// whose hash did not change stay in the precache as they were, so the new version must rewrite
// them, or the browser's lookups miss and the app cannot start offline.
test('files an earlier version stored with Vary still start the new version offline', async ({
  page,
}) => {
  server.serve(builds.old)
  await page.goto(`${server.url}/`)
  await waitForOfflineReady(page)
  const marked = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'))
    if (!name) return 0
    const cache = await caches.open(name)
    let count = 0
    for (const request of await cache.keys()) {
      const response = await cache.match(request)
      if (!response) continue
      const headers = new Headers(response.headers)
      headers.set('Vary', 'Origin')
      await cache.put(request, new Response(await response.blob(), { headers }))
      count += 1
    }
    return count
  })
  expect(marked).toBeGreaterThan(10)

  server.serve(builds.next)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
  const prompt = page.getByRole('dialog', { name: 'A new version is available' })
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect.poll(() => buildIdOf(page).catch(() => null), { timeout: 15_000 }).toBe(NEXT_ID)
  await waitForAppMounted(page)

  // This server lets the browser keep /assets/ files in its HTTP cache, which would hide a miss.
  const offline = await reloadOfflineFromPrecache(page)
  await expect(page.getByRole('link', { name: 'CraftLink home' })).toBeVisible()
  expect(offline.length).toBeGreaterThan(10)
  expect(offline.filter((source) => source !== 'cache')).toEqual([])
})

test('"Later" keeps the old version running and the prompt closed', async ({ page }) => {
  server.serve(builds.old)
  await page.goto(`${server.url}/`)
  await waitForOfflineReady(page)
  server.serve(builds.next)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
  const prompt = page.getByRole('dialog', { name: 'A new version is available' })
  await prompt.getByRole('button', { name: 'Later' }).click()
  await expect(prompt).toHaveCount(0)
  expect(await buildIdOf(page)).toBe(OLD_ID)
})
