// After one online visit the app starts with the network cut, says it is offline, and says
// "Back online, syncing" when the network returns.
import { expect, test } from '@playwright/test'
import { connectivityBanner, waitForAppMounted, waitForOfflineReady } from './pwa-helpers.ts'

test('reloads offline from the cache, shows the banner, clears it when back online', async ({
  page,
  context,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto('/')
  await waitForOfflineReady(page)
  await expect(connectivityBanner(page)).toHaveCount(0)

  await context.setOffline(true)
  await page.reload()
  await waitForAppMounted(page)
  const banner = connectivityBanner(page)
  await expect(banner).toContainText('You are offline')
  await expect(banner).toContainText('Some features may be limited')
  // The banner is inside a polite live region, so screen readers hear it.
  const region = page.getByRole('status').filter({ has: banner })
  await expect(region).toHaveAttribute('aria-live', 'polite')

  await context.setOffline(false)
  await expect(banner).toHaveText('Back online, syncing')
  await expect(banner).toHaveCount(0, { timeout: 10_000 })
  expect(pageErrors).toEqual([])
})

test('shows the banner when the network drops while the app is open', async ({ page, context }) => {
  await page.goto('/')
  await waitForOfflineReady(page)
  await context.setOffline(true)
  await expect(connectivityBanner(page)).toContainText('You are offline')
  await context.setOffline(false)
  await expect(connectivityBanner(page)).toHaveCount(0, { timeout: 10_000 })
})

test('a deep link opens offline too (the cached shell answers every app route)', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForOfflineReady(page)
  await context.setOffline(true)
  const response = await page.goto('/jobs?tab=nearby')
  expect(response?.ok()).toBe(true)
  await waitForAppMounted(page)
  await expect(connectivityBanner(page)).toContainText('You are offline')
})
