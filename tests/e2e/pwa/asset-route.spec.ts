// Built files (/assets/*) are answered by the browser from the precache through the service
// worker's static route (sw/asset-route.ts), online and offline, without a fetch event each. The
// preview server sends `Vary: Origin`, which would make every such lookup miss if the precache
// kept it: the offline half of this spec fails then.
import { expect, test } from '@playwright/test'
import {
  recordAssetSources,
  reloadOfflineFromPrecache,
  waitForAppMounted,
  waitForOfflineReady,
} from './pwa-helpers.ts'

test('built files come from the precache by the static route, online and offline', async ({
  page,
}) => {
  await page.goto('/')
  await waitForOfflineReady(page)
  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src,
  )
  // What makes the offline half meaningful: the server's answer varies by Origin.
  expect((await page.request.get(entry)).headers()['vary']).toMatch(/Origin/i)

  const online = await recordAssetSources(page)
  await page.reload()
  await waitForAppMounted(page)
  expect(online.sources.length).toBeGreaterThan(10)
  expect(online.sources.filter((source) => source !== 'cache')).toEqual([])
  await online.cdp.detach()

  const offline = await reloadOfflineFromPrecache(page)
  await expect(page.getByRole('link', { name: 'CraftLink home' })).toBeVisible()
  expect(offline.length).toBeGreaterThan(10)
  expect(offline.filter((source) => source !== 'cache')).toEqual([])
})
