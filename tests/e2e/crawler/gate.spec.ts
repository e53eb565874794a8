// The access gate against real scoring. The e2e backend allows loopback (CRAWLER_ALLOW_IPS unset:
// the documented default for development and test runners), so this spec starts a second local
// backend with CRAWLER_ALLOW_IPS='' (nothing allowed) and routes only the browser's
// crawler-protection calls to it. Everything else still talks to the e2e backend.
// E2E_GATE_SUPABASE_PORT changes its port (default 54341).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import {
  BACKEND_ENTRY,
  portFromEnv,
  startService,
  type Service,
} from '../../../scripts/lib/processes.ts'
import { CrawlerProtectionPage } from '../pages/CrawlerProtectionPage.ts'
import { expect, test } from '../fixtures.ts'

const gatePort = portFromEnv('E2E_GATE_SUPABASE_PORT', 54341)
const gateUrl = `http://127.0.0.1:${gatePort}`
// A harvesting script driving headless Chrome that names itself (automation and headless markers).
const SCRAPER_UA =
  'Mozilla/5.0 (X11; Linux x86_64; compatible; ListingCrawler/2.1) HeadlessChrome/131.0.0.0 Safari/537.36'

let backend: Service | null = null
let dataDir: string | null = null

test.describe('crawler access gate without the test-runner allowance', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test.beforeAll(async ({ supabaseUrl }) => {
    if (!supabaseUrl) return
    test.setTimeout(240_000)
    dataDir = mkdtempSync(path.join(tmpdir(), 'craftlink-e2e-gate-'))
    backend = await startService(
      'gate-backend',
      process.execPath,
      ['--liftoff-only', BACKEND_ENTRY, '--port', String(gatePort)],
      {
        env: {
          SUPABASE_LOCAL_PORT: String(gatePort),
          SUPABASE_LOCAL_DATA_DIR: dataDir,
          CRAWLER_ALLOW_IPS: '',
        },
        readyLine: /API URL/,
        timeoutMs: 180_000,
      },
    )
  })
  test.afterAll(async () => {
    await backend?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  /** A fresh browser context as automated headless Chromium presents itself (no device profile), with
   * the page's crawler-protection calls sent to the gate backend. */
  async function headlessPage(
    browser: Browser,
    supabaseUrl: string,
    userAgent?: string,
  ): Promise<{ page: Page; seen: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      ...(userAgent ? { userAgent } : {}),
    })
    const page = await context.newPage()
    const seen: string[] = []
    await page.route(`${supabaseUrl}/functions/v1/crawler-protection/**`, async (route) => {
      const url = route.request().url().replace(supabaseUrl, gateUrl)
      seen.push(new URL(url).pathname.split('/').pop() ?? '')
      await route.fulfill({ response: await route.fetch({ url }) })
    })
    // A signal sent just before the end would otherwise be forwarded into a closed context.
    const close = async () => {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await context.close()
    }
    return { page, seen, close }
  }

  test('headless Chromium under automation is challenged; holding the button lets it in', async ({
    browser,
    supabaseUrl,
  }) => {
    const { page, seen, close } = await headlessPage(browser, supabaseUrl)
    const gate = new CrawlerProtectionPage(page)
    await page.goto('/')
    await expect(gate.challenge()).toBeVisible({ timeout: 15_000 })
    // The fingerprint gives it away: the webdriver flag and a user agent naming another OS.
    expect(seen).toEqual(expect.arrayContaining(['check', 'fingerprint']))
    await gate.passChallenge()
    await expect(gate.challenge()).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await close()
  })

  test('a scraper scoring 200+ is denied with the reason and a Try Again that checks again', async ({
    browser,
    supabaseUrl,
  }) => {
    const { page, seen, close } = await headlessPage(browser, supabaseUrl, SCRAPER_UA)
    const gate = new CrawlerProtectionPage(page)
    await page.goto('/jobs')
    await expect(gate.denied()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('alert')).toContainText(
      /access is paused for 24 hours|Your request appears to be automated\. Please try again later\./,
    )
    const checks = seen.filter((s) => s === 'check').length
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect.poll(() => seen.filter((s) => s === 'check').length).toBe(checks + 1)
    await expect(gate.denied()).toBeVisible()
    await close()
  })
})
