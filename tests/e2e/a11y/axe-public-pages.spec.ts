// Accessibility (issue 41): every public page, signed out, on a desktop and a phone screen.
import { test } from '../fixtures.ts'
import { PUBLIC_PAGES } from './a11y-pages.ts'
import { DESKTOP, PHONE, scanPages } from './scan-pages.ts'

for (const [screen, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`public pages, ${screen}`, () => {
    test.use(device)
    test('every public page and the not-found page', async ({ page }) => {
      test.setTimeout(120_000)
      await scanPages(page, PUBLIC_PAGES)
    })
  })
}
