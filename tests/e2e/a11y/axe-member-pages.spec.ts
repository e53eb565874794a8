// Accessibility (issue 41): every signed-in page, as the demo role it is built for, on a desktop
// and a phone screen. One sign-in per role and screen; the pages are then visited in the app.
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { enrolTotp, freshAdmin, totpCode } from '../auth/mfa-admin.ts'
import { latestMailLink, uniqueEmail } from '../pages/AuthPage.ts'
import { TwoStepVerification } from '../pages/TwoStepVerification.ts'
import {
  ADMIN_PAGES,
  BUSINESS_AREA_PAGES,
  COMPANY_PAGES,
  CRAFTSMAN_PAGES,
  LEARNER_PAGES,
  MEMBER_AREA_PAGES,
} from './a11y-pages.ts'
import { expectNoViolations } from './axe.ts'
import { DESKTOP, PHONE, scanPages, waitForContent } from './scan-pages.ts'

// Each test signs in once; the long lists are split in two so that no test runs long.
const GROUPS = [
  ["the craftsman's work", 'craftsman', CRAFTSMAN_PAGES],
  ['the member areas (as the craftsman)', 'craftsman', MEMBER_AREA_PAGES],
  ["the company's hiring", 'company', COMPANY_PAGES],
  ['the business areas (as the company)', 'company', BUSINESS_AREA_PAGES],
  ["the apprentice's pages", 'apprentice', LEARNER_PAGES],
  ["the mentor's pages", 'mentor', LEARNER_PAGES],
] as const

for (const [screen, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`member pages, ${screen}`, () => {
    test.use(device)

    for (const [title, role, paths] of GROUPS) {
      test(title, async ({ page, auth }) => {
        test.setTimeout(300_000)
        await auth.signInAndLand(DEMO_USERS[role].email)
        let firstJob = ''
        if (paths.some((p) => p.includes(':firstJob'))) {
          await page.goto('/jobs')
          await waitForContent(page)
          const href = await page.locator('a[href^="/jobs/"]').first().getAttribute('href')
          firstJob = href?.split('/').pop() ?? ''
        }
        await scanPages(page, paths, {
          firstJob,
          company: DEMO_USERS.company.id,
          craftsman: DEMO_USERS.craftsman.id,
        })
      })
    }

    // The admin pages ask for a second factor: the demo admin has none and sees the set-up
    // screen; a new admin with an authenticator app sees the code screen, then the pages.
    test("the admin's pages, behind two-step verification", async ({ page, auth, supabaseUrl }) => {
      test.setTimeout(180_000)
      const mfa = new TwoStepVerification(page)
      await auth.signInAndLand(DEMO_USERS.admin.email)
      await page.goto('/admin')
      await expect(mfa.setUpFirstScreen()).toBeVisible({ timeout: 20_000 })
      await expectNoViolations(page, 'admin: set up two-step verification first')

      await auth.signOut()
      await expect(page).toHaveURL(/\/auth/)
      const admin = await freshAdmin(supabaseUrl, 'a11y-admin')
      const secret = await enrolTotp(supabaseUrl, admin.email)
      await auth.signInAndLand(admin.email)
      await page.goto('/admin')
      await expect(mfa.codeScreen()).toBeVisible({ timeout: 20_000 })
      await expectNoViolations(page, 'admin: enter your verification code')
      await mfa.enterCode(totpCode(secret), 'Verify')
      await expect(mfa.codeScreen()).toHaveCount(0, { timeout: 15_000 })
      await scanPages(page, ADMIN_PAGES)
    })

    test('onboarding, for a new account', async ({ page, auth, supabaseUrl }) => {
      test.setTimeout(120_000)
      const email = uniqueEmail('a11y-onboarding')
      await auth.open()
      await auth.signUp(email, 'Strong-pass-2026')
      if ((await auth.signUpToast()) === 'confirmEmail')
        await page.goto(await latestMailLink(supabaseUrl, email, /type=signup/))
      await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
      await waitForContent(page)
      await expectNoViolations(page, 'onboarding: choose a role')
      await page.getByRole('radio', { name: /Craftsman/ }).click()
      await expect(page.getByTestId('step-craftsman.profile')).toBeVisible()
      await expectNoViolations(page, 'onboarding: craftsman steps')
    })
  })
}
