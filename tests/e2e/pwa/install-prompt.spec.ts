// The install prompt on mobile: 3 s after load, quiet for 7 days after "Not now" (controlled
// clock), never inside the installed app. Chromium fires `beforeinstallprompt` only in a
// non-incognito profile, so the Chromium cases use launchProfile().
import { devices, expect, test, type Page } from '@playwright/test'
import {
  RECORD_INSTALL_EVENT,
  installDialog,
  launchProfile,
  waitForOfflineReady,
} from './pwa-helpers.ts'
import { waitForHydratedHeader } from '../pages/app-ready.ts'

const { defaultBrowserType: _pixelBrowser, ...pixel } = devices['Pixel 7']
const { defaultBrowserType: _iphoneBrowser, ...iphone } = devices['iPhone 14']
const T0 = new Date('2026-03-02T08:00:00Z').getTime()
const DAY = 24 * 60 * 60 * 1000

/** Lets React render whatever a fired timer scheduled before asserting that nothing showed. */
async function expectNoInstallPrompt(page: Page) {
  await page.waitForTimeout(500)
  await expect(installDialog(page)).toHaveCount(0)
}

/**
 * The app's layout is on screen, so the install prompt has mounted and its 3 s timer runs on the
 * page's clock. A non-empty #root is not enough: the access check's loader comes first, and a
 * timer started after a fast-forward would never fire on the paused clock.
 */
async function waitForShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 15_000 })
  // A prerendered page shows its header before the app runs: wait for the app itself.
  await waitForHydratedHeader(page)
}

/** Chromium's `beforeinstallprompt` has reached the page (it can come after the app mounts). */
async function waitForInstallEvent(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __installEvent: boolean }).__installEvent),
    )
    .toBe(true)
}

/**
 * This headless Chromium ignores CDP `Emulation.setEmulatedMedia` for `display-mode` and cannot
 * open app windows, so the installed app's media query is emulated in the page instead.
 */
const EMULATE_STANDALONE = () => {
  const original = window.matchMedia.bind(window)
  window.matchMedia = (query: string) => {
    const list = original(query)
    if (!query.includes('display-mode: standalone')) return list
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    } as MediaQueryList
  }
}

test('Chromium mobile: shows after 3 s, "Not now" hides it for 7 days', async ({ baseURL }) => {
  const context = await launchProfile({ ...pixel, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(RECORD_INSTALL_EVENT)
    // One visit installs the service worker; Chromium offers installation from then on.
    await page.goto('/')
    await waitForOfflineReady(page)

    // Paused before the page loads, so a slow start cannot eat into the 3 s being measured.
    await page.clock.install({ time: T0 - 60_000 })
    await page.clock.pauseAt(T0)
    await page.reload()
    await waitForShell(page)
    await waitForInstallEvent(page)
    await page.clock.fastForward(1_000)
    await expectNoInstallPrompt(page)
    await page.clock.fastForward(3_000)
    await expect(installDialog(page)).toBeVisible()
    await expect(installDialog(page)).toContainText('Add CraftLink to your home screen')
    // Issue 41: one compact row on a phone (it took 18 % of the screen). That it steps aside
    // under a modal is src/ui/overlay-slot.test.tsx's: menus' transitions stop on this paused clock.
    const card = await installDialog(page).boundingBox()
    const screenHeight = page.viewportSize()?.height ?? 0
    expect(card?.height ?? Infinity).toBeLessThanOrEqual(screenHeight * 0.1)
    await installDialog(page).getByRole('button', { name: 'Not now' }).click()
    await expect(installDialog(page)).toHaveCount(0)

    // Six days later: still quiet, although Chromium offers installation again.
    await page.clock.setSystemTime(T0 + 6 * DAY)
    await page.reload()
    await waitForShell(page)
    await waitForInstallEvent(page)
    await page.clock.fastForward(4_000)
    await expectNoInstallPrompt(page)

    // Seven days and a bit later: offered again.
    await page.clock.setSystemTime(T0 + 7 * DAY + 60_000)
    await page.reload()
    await waitForShell(page)
    await waitForInstallEvent(page)
    await page.clock.fastForward(4_000)
    await expect(installDialog(page)).toBeVisible()
  } finally {
    await context.close()
  }
})

test('Chromium: never in the installed app (display-mode standalone)', async ({ baseURL }) => {
  const context = await launchProfile({ ...pixel, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(RECORD_INSTALL_EVENT)
    await page.addInitScript(EMULATE_STANDALONE)
    await page.goto('/')
    await waitForOfflineReady(page)
    await page.clock.install({ time: T0 })
    await page.reload()
    await waitForShell(page)
    await page.clock.fastForward(10_000)
    // The browser did offer installation; the app still keeps quiet.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __installEvent: boolean }).__installEvent),
      )
      .toBe(true)
    await expectNoInstallPrompt(page)
  } finally {
    await context.close()
  }
})

test('Chromium desktop: no install prompt (mobile only)', async ({ baseURL }) => {
  const context = await launchProfile({ viewport: { width: 1280, height: 800 }, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(RECORD_INSTALL_EVENT)
    await page.goto('/')
    await waitForOfflineReady(page)
    await page.clock.install({ time: T0 })
    await page.reload()
    await waitForShell(page)
    await page.clock.fastForward(10_000)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __installEvent: boolean }).__installEvent),
      )
      .toBe(true)
    await expectNoInstallPrompt(page)
  } finally {
    await context.close()
  }
})

test.describe('iOS Safari', () => {
  test.use(iphone)

  test('shows Share -> Add to Home Screen steps after 3 s', async ({ page }) => {
    // Paused before the page loads, so a slow start cannot eat into the 3 s being measured.
    await page.clock.install({ time: T0 - 60_000 })
    await page.clock.pauseAt(T0)
    await page.goto('/')
    await waitForShell(page)
    await page.clock.fastForward(1_000)
    await expectNoInstallPrompt(page)
    await page.clock.fastForward(3_000)
    const dialog = installDialog(page)
    await expect(dialog).toContainText('Tap the Share button in Safari.')
    await expect(dialog).toContainText('Choose Add to Home Screen.')
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await expect(dialog).toHaveCount(0)
    const stored = await page.evaluate(() => localStorage.getItem('craftlink.install-prompt'))
    expect(JSON.parse(stored ?? '{}').dismissedAt).toBeGreaterThanOrEqual(T0)
  })

  test('never when opened from the home screen (navigator.standalone)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true })
    })
    await page.clock.install({ time: T0 })
    await page.goto('/')
    await waitForShell(page)
    await page.clock.fastForward(10_000)
    await expectNoInstallPrompt(page)
  })
})
