// Issue 41: a first visit on a phone. The public pages paint from prerendered HTML and CSS (no
// JavaScript needed to read them), the app then takes them over without rendering them again,
// and a visitor downloads nothing of the replica (until signed in) or supabase-js (until they
// sign in).
import { PUBLIC_PATHS } from '../../../src/lib/access.ts'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

const HEADINGS: Record<string, RegExp> = {
  '/': /Skilled trades work/,
  '/auth': /Welcome/,
  '/pricing': /Pricing Plans/,
  '/help': /^Help$/,
  '/privacy': /Privacy Policy/,
  '/terms': /Terms of Service/,
  '/contact': /^Contact$/,
}

/** The replica (RxDB, Dexie, the sync worker) and supabase-js, by the chunks that hold them. */
const REPLICA_CODE =
  /\/assets\/((database|storage)-[\w-]{8}|rx-storage-[^/]+|sync-worker-[^/]+)\.js$/
const SUPABASE_JS = /\/assets\/create-supabase-client-[^/]+\.js$/

test('every public page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of PUBLIC_PATHS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path]!)
    await expect(page.getByRole('link', { name: 'CraftLink home' })).toBeVisible()
    await expect(page).toHaveTitle(/CraftLink$/)
  }
  await context.close()
})

test('a visitor: the app takes the page over as it is, with no replica or supabase-js', async ({
  page,
}) => {
  const scripts: string[] = []
  const problems: string[] = []
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
  page.on(
    'console',
    (m) => void (/did not match|Hydration/.test(m.text()) && problems.push(m.text())),
  )
  for (const path of ['/', '/pricing', '/help']) {
    await page.goto(path)
    const heading = page.getByRole('heading', { level: 1 })
    // Marked before the app runs: a page rendered again would carry a new heading element.
    await heading.evaluate((h) => h.setAttribute('data-from-html', ''))
    // The header's account controls come with the app.
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
    await expect(page.locator('h1[data-from-html]')).toHaveCount(1)
  }
  expect(problems).toEqual([])
  expect(scripts.filter((u) => REPLICA_CODE.test(u) || SUPABASE_JS.test(u))).toEqual([])

  // Find Jobs asks a visitor to sign in first: still nothing of the replica.
  await page.getByRole('link', { name: 'Find Jobs' }).first().click()
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fjobs$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome')
  expect(scripts.filter((u) => REPLICA_CODE.test(u) || SUPABASE_JS.test(u))).toEqual([])
})

test.describe('signed in', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('a visitor who types and presses Sign In before the app has arrived is signed in', async ({
    page,
  }) => {
    // A slow network: the app's entry arrives seconds after the page has painted.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      await route.continue()
    })
    // Not waiting for DOMContentLoaded: the browser holds that until the entry module has run.
    await page.goto('/auth', { waitUntil: 'commit' })
    await expect(page.getByLabel('Email').first()).toBeVisible()
    const root = page.locator('#root[data-prerendered]')
    await expect(root).toHaveCount(1)
    await page.getByLabel('Email').first().fill(DEMO_USERS.craftsman.email)
    await page.getByLabel('Password').first().fill('Demo-pass-2026')
    // Pressed before the app runs: held (never the browser's own submit, fields in the URL),
    // then sent by the app with what was typed once it has the page.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    expect(new URL(page.url()).search).toBe('')
    await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 })
    expect(page.url()).not.toContain('Demo-pass')
    // Signed in, the replica opens: its code loads now.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
      .toContainEqual(expect.stringMatching(REPLICA_CODE))
  })

  test('the home page is the member one, not the visitor page the file holds', async ({
    auth,
    page,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Join as Craftsman' })).toHaveCount(0)
  })
})
