// The first visit saves the app for offline use (the service worker precaches it). On a weak
// signal one of those downloads can fail, and the whole install with it; the app tries again
// while the page stays open, so it still opens offline afterwards.
import { expect, test } from '@playwright/test'
import { waitForAppMounted, waitForOfflineReady } from './pwa-helpers.ts'

test('a first install that failed is tried again, and the app then opens offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const failed: string[] = []
  // The service worker's first precache download fails, as a dropped connection would.
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    if (route.request().serviceWorker() && failed.length === 0) {
      failed.push(route.request().url())
      return route.abort('connectionreset')
    }
    return route.fallback()
  })
  const warned = page.waitForEvent('console', {
    predicate: (m) => /could not be saved for offline use/.test(m.text()),
  })
  await page.goto('/')
  await waitForAppMounted(page)
  await warned
  expect(failed).toHaveLength(1)

  await waitForOfflineReady(page)
  await context.setOffline(true)
  await page.reload()
  await waitForAppMounted(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
