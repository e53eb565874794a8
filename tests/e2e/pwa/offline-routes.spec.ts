// After one online visit, with the network cut, every route of the spec's route list (section 2)
// opens: no chunk-load error, no error screen, no blank page. Signed in, so guarded routes load
// their own lazy chunk instead of redirecting to /auth. Needs the app shell with its routes and
// the local backend (the demo accounts) behind the baseURL.
import { expect, test, type Page } from '@playwright/test'
import { waitForAppMounted, waitForOfflineReady } from './pwa-helpers.ts'

/** Spec section 2, "Route list" ({userId} filled with a well-formed id). */
const SPEC_ROUTES = [
  '/',
  '/auth',
  '/onboarding',
  '/jobs',
  '/post-job',
  '/job-management',
  '/crew-formation',
  '/my-work',
  '/portfolio',
  '/marketplace',
  '/learning-platform',
  '/mentorship-hub',
  '/expert-verification',
  '/co-pilot',
  '/smart-tools',
  '/social-hub',
  '/social-hub?tab=feed&action=post',
  '/social-hub?tab=events',
  '/chat',
  '/realtime-chat',
  '/real-time-chat',
  '/test-chat',
  '/live-streaming',
  '/events',
  '/engagement-hub',
  '/daily-missions',
  '/achievements',
  '/leaderboards',
  '/journey',
  '/nft-achievements',
  '/craft-points',
  '/craft-points-hub',
  '/rewards-marketplace',
  '/company-register',
  '/craftsman-register',
  '/pricing',
  '/subscription-success',
  '/analytics',
  '/analytics-dashboard',
  '/business-intelligence',
  '/learning-analytics',
  '/monetization-hub',
  '/enterprise-hub',
  '/white-label-dashboard',
  '/profile',
  '/profile/00000000-0000-4000-8000-000000000001',
  '/settings',
  '/craftsman-dashboard',
  '/company-dashboard',
  '/admin',
  '/admin/rbac',
  '/group-admin',
  '/integrations',
  '/workflow-automation',
  '/cross-platform-sync',
  '/mobile-app',
  '/ai-features',
  '/realtime-debug',
  '/crawler-protection',
  '/help',
  '/privacy',
  '/terms',
  '/contact',
]

/** Error screens of spec section 8 and the browser's failed dynamic import messages. */
const ERROR_SCREENS = /Page Loading Error|Something went wrong|Unexpected Application Error!/
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i

// The admin demo account holds the admin role, so admin routes render their own pages too.
const ACCOUNT = { email: 'admin@example.com', password: 'Demo-pass-2026' }

async function signIn(page: Page) {
  await page.goto('/auth')
  // The prerendered form sends itself natively (to /auth?) until the app has taken it over.
  await waitForAppMounted(page)
  await page.getByLabel('Email').fill(ACCOUNT.email)
  await page.getByLabel(/^Password( \*)?$/).fill(ACCOUNT.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).not.toHaveURL(/\/auth(\?|$)/, { timeout: 20_000 })
}

test('every route of the spec opens offline after one online visit', async ({ page, context }) => {
  // About 60 routes, each a full offline load: 3-4 s apiece on a loaded 2-core machine.
  test.setTimeout(420_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && CHUNK_ERROR.test(message.text())) errors.push(message.text())
  })

  await signIn(page)
  await waitForOfflineReady(page)
  await context.setOffline(true)

  for (const route of SPEC_ROUTES) {
    await test.step(route, async () => {
      errors.length = 0
      const response = await page.goto(route)
      expect.soft(response?.ok(), `${route}: served from the cache`).toBe(true)
      await waitForAppMounted(page)
      await page.waitForLoadState('load')
      await page.waitForTimeout(300)
      const text = (await page.locator('#root').innerText()).trim()
      expect.soft(text.length, `${route}: not blank`).toBeGreaterThan(0)
      expect.soft(text, `${route}: no error screen`).not.toMatch(ERROR_SCREENS)
      expect
        .soft(
          errors.filter((e) => CHUNK_ERROR.test(e)),
          `${route}: no chunk-load error`,
        )
        .toEqual([])
      if (route !== '/auth') {
        expect.soft(new URL(page.url()).pathname, `${route}: still signed in`).not.toBe('/auth')
      }
    })
  }
})
