// Opens each page of a list in turn, as a user moving through the app would, and scans it once
// its content has arrived.
import { devices, expect, test, type Page } from '@playwright/test'
import { waitForApp } from '../pages/app-ready.ts'
import { expectNoViolations } from './axe.ts'

export const DESKTOP = { viewport: { width: 1366, height: 900 } }
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7']
/** A touch phone (Pixel 7's browser: user agent, touch, scale) with a 390x844 screen. */
export const PHONE = { ...pixel, viewport: { width: 390, height: 844 } }

/** Waits until the page shows its heading and no list or panel still waits for its data. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('h1:not([data-left-page])').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('data-arriving')).toHaveCount(0, { timeout: 30_000 })
  await expect(page.locator('[role="status"] .mantine-Loader-root')).toHaveCount(0, {
    timeout: 30_000,
  })
}

/** An in-app navigation, as a click on a link makes it: the router follows the history entry.
 * A full reload per page would re-open the replica each time and triple the spec's run time. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // Mark the heading on screen now, to know the next page's own heading when it shows.
  await page.evaluate((to) => {
    document.querySelector('h1')?.setAttribute('data-left-page', '')
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0
    history.pushState({ __TSR_index: index + 1 }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0])
}

/** Scans every path (placeholders like `:job` replaced from `params`); the first is loaded, the
 * others reached in the app. */
export async function scanPages(
  page: Page,
  paths: readonly string[],
  params: Record<string, string> = {},
): Promise<void> {
  for (const [i, template] of paths.entries()) {
    const path = template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)
    await test.step(path, async () => {
      if (i === 0) {
        await page.goto(path)
        // A prerendered page shows before the app runs; the next pages are reached through it.
        await waitForApp(page)
      } else await navigateInApp(page, path)
      await waitForContent(page)
      await expectNoViolations(page, path)
    })
  }
}
