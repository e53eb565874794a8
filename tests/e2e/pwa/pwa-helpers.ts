// Helpers shared by the PWA specs. They run against the production build (vite preview or the
// tiny static server below), because the dev server has no service worker.
import {
  chromium,
  type CDPSession,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '../../chromium.ts'

/**
 * A non-incognito browser profile. Chromium reports "in-incognito" as an installability error
 * and never fires `beforeinstallprompt` in Playwright's default (incognito-like) contexts.
 */
export async function launchProfile(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'craftlink-pwa-')), {
    ...chromiumLaunchOptions,
    headless: true,
    ...options,
  })
}

/** Resolves once a service worker controls the page, i.e. the whole app is precached. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    )
  })
}

/** The build id stamped into index.html by build/pwa.ts. */
export function buildIdOf(page: Page): Promise<string | null> {
  return page.locator('meta[name="craftlink-build"]').getAttribute('content')
}

export function connectivityBanner(page: Page) {
  return page.getByTestId('pwa-connectivity-banner')
}

export function installDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Install CraftLink' })
}

/** Records whether Chromium fired `beforeinstallprompt` in this page (window.__installEvent). */
export const RECORD_INSTALL_EVENT = () => {
  const w = window as unknown as { __installEvent: boolean }
  w.__installEvent = false
  window.addEventListener('beforeinstallprompt', () => {
    w.__installEvent = true
  })
}

/** The app runs the page: #root has content and, on a prerendered page, the app has taken it
 * over (it removes data-prerendered), so its modules have loaded. */
export async function waitForAppMounted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && root.childElementCount > 0 && !root.hasAttribute('data-prerendered')
  })
}

export interface AssetSources {
  cdp: CDPSession
  /** Where each /assets/ response came from: the service worker router's source ("cache",
   * "network", "fetch-event"), or undefined when no router rule matched. */
  sources: Array<string | undefined>
}

/** Records the router source of every /assets/ response of this page from now on. */
export async function recordAssetSources(page: Page): Promise<AssetSources> {
  const cdp = await page.context().newCDPSession(page)
  const sources: AssetSources['sources'] = []
  cdp.on('Network.responseReceived', ({ response }) => {
    if (new URL(response.url).pathname.startsWith('/assets/')) {
      sources.push(response.serviceWorkerRouterInfo?.actualSourceType)
    }
  })
  await cdp.send('Network.enable')
  return { cdp, sources }
}

/**
 * Reloads the page with the network cut and the browser's HTTP cache emptied, so a file missing
 * from the precache cannot be answered from there (offline it fails, as after the browser evicted
 * it). Returns the router source of every /assets/ response of that load, once the app runs.
 */
export async function reloadOfflineFromPrecache(page: Page): Promise<AssetSources['sources']> {
  const { cdp, sources } = await recordAssetSources(page)
  await cdp.send('Network.clearBrowserCache')
  await page.context().setOffline(true)
  await page.reload()
  await waitForAppMounted(page)
  return sources
}
