// Onboarding is for new accounts: someone who has onboarded and opens /onboarding (an old
// bookmark, the browser's history) lands on their dashboard, not on the role choice again.
import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

test.describe('an onboarded user at /onboarding', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  for (const [who, dashboard] of [
    ['craftsman', '/craftsman-dashboard'],
    ['company', '/company-dashboard'],
  ] as const) {
    test(`the ${who} goes to ${dashboard}`, async ({ auth, page, shell }) => {
      await auth.signInAndLand(DEMO_USERS[who].email)
      await page.goto('/onboarding')
      await expect(page).toHaveURL(new RegExp(`${dashboard}$`), { timeout: 20_000 })
      await expect(shell.pageHeading()).toHaveText(/Dashboard/)
      await expect(
        page.getByRole('heading', { name: 'Set up your CraftLink account' }),
      ).toHaveCount(0)
    })
  }
})
