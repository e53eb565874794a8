// Cumulative layout shift of a reload of signed-in pages (the dashboards, Find Jobs, a profile),
// where Lighthouse cannot go without an account: the layout-shift entries a phone-sized page
// records in its first 5 s, as Lighthouse counts them (shifts without recent input).
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'

const DEMO_PASSWORD = 'Demo-pass-2026'

export interface PageShift {
  path: string
  shift: number
}

export async function layoutShiftSignedIn(
  baseURL: string,
  email: string,
  paths: readonly string[],
): Promise<PageShift[]> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    await context.addInitScript(() => {
      const w = window as Window & { __shift?: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) w.__shift = (w.__shift ?? 0) + entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    await page.goto('/auth')
    await page.getByLabel('Email').first().fill(email)
    await page.getByLabel('Password').first().fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 })
    const shifts: PageShift[] = []
    for (const path of paths) {
      await page.goto(path)
      // Once for the replica to fill, then the measured load.
      await page.waitForTimeout(3_000)
      await page.reload()
      await page.waitForTimeout(5_000)
      const shift = await page.evaluate(
        () => (window as Window & { __shift?: number }).__shift ?? 0,
      )
      shifts.push({ path, shift: Math.round(shift * 1000) / 1000 })
    }
    return shifts
  } finally {
    await browser.close()
  }
}
