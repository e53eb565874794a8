import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

// A first visit on a weak link: the member's chunk (replica, sync, the header's member controls)
// fails to arrive after the sign-in. The page goes on without it and tries again until it loads.
test.describe("a member's code that fails to load", () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // The service worker would answer the chunk request itself, out of reach of page.route.
  test.use({ serviceWorkers: 'block' })

  test('arrives on a later try, without a reload', async ({ auth, page }) => {
    test.setTimeout(90_000)
    let blocked = true
    let refused = 0
    await page.route(/\/assets\/member-[\w-]{8}\.js$/, (route) => {
      if (!blocked) return route.continue()
      refused += 1
      return route.abort('internetdisconnected')
    })
    const accountMenu = page.getByRole('button', { name: /Account menu/ })

    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0)
    await expect(accountMenu).toHaveCount(0)

    // Still refused on the next try (2 s later): the page keeps trying.
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(1)
    await expect(accountMenu).toHaveCount(0)

    blocked = false
    await expect(accountMenu).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible()
  })
})
