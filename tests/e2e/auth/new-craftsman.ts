// A brand-new account, signed up and onboarded as a craftsman, landing on its dashboard: the
// starting point of specs about what a new user sees (sign-up.spec.ts checks each step itself).
import type { Page } from '@playwright/test'
import { latestMailLink, uniqueEmail, type AuthPage } from '../pages/AuthPage.ts'
import { expect } from './auth-fixtures.ts'

export async function signUpNewCraftsman(
  page: Page,
  auth: AuthPage,
  supabaseUrl: string,
  opts: { emailPrefix: string; fullName: string },
): Promise<string> {
  const email = uniqueEmail(opts.emailPrefix)
  await auth.open()
  await auth.signUp(email, 'Strong-pass-2026')
  if ((await auth.signUpToast()) === 'confirmEmail') {
    // Confirmations on: follow the link from the dev mailbox.
    await page.goto(await latestMailLink(supabaseUrl, email, /type=signup/))
  }
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
  await page.getByRole('radio', { name: /Craftsman/ }).click()
  const profileStep = page.getByTestId('step-craftsman.profile')
  await profileStep.getByLabel('Full name').fill(opts.fullName)
  await profileStep.getByRole('button', { name: 'Mark as done' }).click()
  await expect(profileStep).toContainText('Completed')
  await page
    .getByTestId('step-craftsman.trades')
    .getByRole('button', { name: 'Mark as done' })
    .click()
  await page.getByRole('button', { name: 'Go to my dashboard' }).click()
  await expect(page).toHaveURL(/\/craftsman-dashboard$/, { timeout: 15_000 })
  return email
}
