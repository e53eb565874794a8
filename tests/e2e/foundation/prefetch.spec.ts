import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// Which lazy page chunks the browser fetched, by page module name (e.g. "JobsPage").
function watchPageChunks(page: Page): Array<{ name: string; at: number }> {
  const seen: Array<{ name: string; at: number }> = []
  const start = Date.now()
  page.on('request', (req) => {
    const match = /\/assets\/(\w+Page)-[\w-]+\.js$/.exec(new URL(req.url()).pathname)
    if (match?.[1]) seen.push({ name: match[1], at: Date.now() - start })
  })
  return seen
}

test('pages are prefetched on the spec schedule, and no page outside it', async ({
  page,
  shell,
}) => {
  const seen = watchPageChunks(page)
  await shell.open('/help')
  await expect(shell.pageHeading()).toHaveText('Help')
  const names = () => new Set(seen.map((s) => s.name))

  // /help itself, then its per-route list (Settings, Profile, Chat) after 500 ms, the
  // high-priority set after 1 s and the idle set when idle (at the latest 2 s later).
  const expected = [
    'HelpPage',
    'SettingsPage',
    'ProfilePage',
    'ChatPage',
    'HomePage',
    'AuthPage',
    'CompanyDashboardPage',
    'CraftsmanDashboardPage',
    'JobsPage',
    'AnalyticsPage',
    'MarketplacePage',
  ]
  await expect.poll(() => expected.filter((n) => !names().has(n)), { timeout: 15_000 }).toEqual([])
  const first = (name: string) => seen.find((s) => s.name === name)?.at ?? Infinity
  expect(first('JobsPage')).toBeGreaterThan(first('HelpPage'))
  for (const never of ['CrawlerProtectionPage', 'PostJobPage', 'AdminPage', 'EventsPage']) {
    expect(names().has(never)).toBe(false)
  }
})
