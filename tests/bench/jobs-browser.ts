// In-browser measurements for the jobs bench: read the page's own marks and Event Timing entries.
import type { Page } from '@playwright/test'

const FIRST_ROW = 'jobs-list:first-row'
const FILTER = 'jobs-list:filter'

export async function waitForAllJobs(page: Page, total: number, timeoutMs: number): Promise<void> {
  await page
    .getByTestId('jobs-count')
    .filter({ hasText: new RegExp(`^${total} jobs$`) })
    .waitFor({ timeout: timeoutMs })
}

/** The number of open jobs Find Jobs says the replica holds, once its full list has loaded. */
export async function openJobsShown(page: Page): Promise<number> {
  await page.getByText('Loading every saved job…').waitFor({ state: 'hidden', timeout: 60_000 })
  const text = await page.getByTestId('jobs-count').textContent({ timeout: 30_000 })
  const n = Number(/^([\d,]+) jobs$/.exec(text ?? '')?.[1]?.replaceAll(',', ''))
  if (!Number.isFinite(n)) throw new Error(`Find Jobs shows no job count (${text})`)
  return n
}

/**
 * How long the harness keeps out of a reloaded page: Playwright's polling (waitForFunction) first
 * installs its injected script in the new document, 30-45 ms of main-thread work that would land
 * in the middle of the load it measures on a 2-core machine. After this the mark is only read.
 */
const HANDS_OFF_MS = 1500

export interface ReloadTimes {
  /** The page mounted, the rows peeked from storage (0 = none), the live query answered. */
  mount: number
  peeked: number
  data: number
  /** The first row painted: the figure. */
  row: number
}

/** Reloads /jobs and returns its marks' times since navigation start (ms). */
export async function firstRowAfterReload(page: Page): Promise<ReloadTimes> {
  await page.reload()
  await page.waitForTimeout(HANDS_OFF_MS)
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_ROW, {
    timeout: 30_000,
  })
  return page.evaluate((name) => {
    const at = (n: string) => performance.getEntriesByName(n)[0]?.startTime ?? 0
    return {
      mount: at('jobs-list:mount'),
      peeked: at('jobs-list:peeked'),
      data: at('jobs-list:data'),
      row: at(name),
    }
  }, FIRST_ROW)
}

/** Goes to another page, then clicks Find Jobs in the footer: click to first row (ms). */
export async function firstRowAfterNavigation(page: Page): Promise<number> {
  await page.goto('/help')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForTimeout(500)
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number }
    document.addEventListener('click', () => (w.__clickAt = performance.now()), {
      capture: true,
      once: true,
    })
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find Jobs' }).click()
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_ROW, {
    timeout: 30_000,
  })
  const [mount, data, row] = await page.evaluate((name) => {
    const w = window as unknown as { __clickAt: number }
    const at = (n: string) =>
      (performance.getEntriesByName(n).at(-1)?.startTime ?? NaN) - w.__clickAt
    return [at('jobs-list:mount'), at('jobs-list:data'), at(name)]
  }, FIRST_ROW)
  console.log(
    `  in-app: click→mount ${mount | 0} ms, →first data ${data | 0} ms, →first row ${row | 0} ms`,
  )
  return row
}

/** Applies a filter through the URL and returns the in-memory filter's duration (ms). */
export async function filterDuration(page: Page, query: string): Promise<number> {
  await page.evaluate((name) => performance.clearMeasures(name), FILTER)
  await page.goto(`/jobs${query}`)
  await page.waitForFunction(
    (name) => {
      const m = performance.getEntriesByName(name)[0] as PerformanceMeasure | undefined
      return (
        (m?.detail as { jobs?: number } | undefined)?.jobs !== undefined &&
        (m!.detail as { jobs: number }).jobs > 1000
      )
    },
    FILTER,
    { timeout: 30_000 },
  )
  return page.evaluate((name) => performance.getEntriesByName(name)[0]!.duration, FILTER)
}

/** Types into the search box and returns the worst interaction's duration (INP-like, ms). */
export async function typingInteraction(page: Page, text: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __events: Array<{ id: number; d: number }> }
    w.__events = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEventTiming>) {
        if (e.interactionId) w.__events.push({ id: e.interactionId, d: e.duration })
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit)
  })
  const box = page.getByRole('searchbox', { name: 'Search jobs' })
  await box.click()
  await box.pressSequentially(text, { delay: 120 })
  await page.waitForTimeout(1500)
  return page.evaluate(() => {
    const w = window as unknown as { __events: Array<{ id: number; d: number }> }
    const worst = new Map<number, number>()
    for (const e of w.__events) worst.set(e.id, Math.max(worst.get(e.id) ?? 0, e.d))
    return Math.max(0, ...worst.values())
  })
}
