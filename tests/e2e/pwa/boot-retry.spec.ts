// A blank page is never the end: when the app's entry script fails to load (seen offline under
// load, its request aborted), index.html reloads the page once; a second failure in a row stays
// put rather than reloading for ever.
import { expect, test } from '@playwright/test'
import { waitForApp } from '../pages/app-ready.ts'

const ENTRY = /\/assets\/index-[^/]+\.js$/

test('a failed entry script reloads the page once and the app opens', async ({ page }) => {
  let entryRequests = 0
  await page.route(ENTRY, (route) => (entryRequests++ === 0 ? route.abort() : route.continue()))
  await page.goto('/help')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  // /help reads from its prerendered HTML at once; the app takes it over after the reload.
  await waitForApp(page)
  expect(entryRequests).toBe(2)
  // The app ran, so the retry is available again for a later load.
  expect(await page.evaluate(() => sessionStorage.getItem('craftlink_boot_retry'))).toBeNull()
})

test('an entry that keeps failing is retried once, not in a loop', async ({ page }) => {
  let entryRequests = 0
  await page.route(ENTRY, (route) => {
    entryRequests++
    return route.abort()
  })
  await page.goto('/help')
  await expect.poll(() => entryRequests, { timeout: 20_000 }).toBe(2)
  // Long enough for a third load to have asked for the entry had the page kept reloading.
  await page.waitForTimeout(3000)
  expect(entryRequests).toBe(2)
  // /help is prerendered (issue 41): without the app it still reads from its HTML.
  await expect(page.locator('#root[data-prerendered="/help"]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help')
})
