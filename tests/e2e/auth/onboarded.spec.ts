// Onboarding is for new accounts: someone who has onboarded and opens /onboarding (an old
// bookmark, the browser's history) lands on their dashboard, not on the role choice again.
// Which dashboard (`src/lib/dashboard.ts`): the demo users' sessions start on the base Customer
// role, so the roles they hold decide.
import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

const SETUP = 'Set up your CraftLink account'

test.describe('an onboarded user at /onboarding', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('the company goes to the company dashboard', async ({ auth, page, shell }) => {
    await auth.signInAndLand(DEMO_USERS.company.email)
    await page.goto('/onboarding')
    await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 20_000 })
    await expect(shell.pageHeading()).toHaveText(/Dashboard/)
    await expect(page.getByRole('heading', { name: SETUP })).toHaveCount(0)
  })

  test('the craftsman goes to the craftsman dashboard', async ({ auth, page, shell }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto('/onboarding')
    await expect(page).toHaveURL(/\/craftsman-dashboard$/, { timeout: 20_000 })
    await expect(shell.pageHeading()).toHaveText(/Dashboard/)
    await expect(page.getByRole('heading', { name: SETUP })).toHaveCount(0)
  })
})
