// A prerendered public page (issue 41) shows before the app runs; its tabs and buttons work
// once the app has taken it over, which it marks by removing #root's data-prerendered.
import type { Page } from '@playwright/test'

export async function waitForApp(page: Page): Promise<void> {
  await page
    .locator('#root:not([data-prerendered])')
    .waitFor({ state: 'attached', timeout: 30_000 })
}

/** React has taken the page's header over (hydrated it). Unlike waitForApp, this needs no timer,
 * so it works under a paused page clock. */
export async function waitForHydratedHeader(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const header = document.querySelector('header')
      return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
    },
    null,
    { timeout: 30_000 },
  )
}
