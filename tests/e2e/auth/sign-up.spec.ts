import { latestMailLink, uniqueEmail } from '../pages/AuthPage.ts'
import { expect, test } from './auth-fixtures.ts'

test.describe('/auth sign up', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Multi-step flows through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('weak passwords and mismatches get the spec messages', async ({ auth }) => {
    await auth.open()
    await auth.signUp('not-an-email', 'weak', 'other')
    await expect(auth.fieldError('Please enter a valid email address')).toBeVisible()
    await expect(auth.fieldError('Password must be at least 8 characters')).toBeVisible()
    await expect(auth.fieldError('Passwords do not match')).toBeVisible()
    await auth.password().fill('alllowercase1')
    await auth.confirmPassword().fill('alllowercase1')
    await auth.page.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      auth.fieldError('Password must contain at least one uppercase letter'),
    ).toBeVisible()
  })

  test('a new account lands on /onboarding, chooses a role, completes its steps and reaches its dashboard', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    const email = uniqueEmail('new-craftsman')
    await auth.open()
    await auth.signUp(email, 'Strong-pass-2026')
    if ((await auth.signUpToast()) === 'confirmEmail') {
      // Confirmations on: follow the link from the dev mailbox; it returns to the site root.
      await page.goto(await latestMailLink(supabaseUrl, email, /type=signup/))
    }
    // A brand-new account with no progress must onboard.
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
    await page.getByRole('radio', { name: /Craftsman/ }).click()
    const profileStep = page.getByTestId('step-craftsman.profile')
    await profileStep.getByLabel('Full name').fill('Gabriel Roy')
    await profileStep.getByRole('button', { name: 'Mark as done' }).click()
    await expect(profileStep).toContainText('Completed')
    const finish = page.getByRole('button', { name: 'Go to my dashboard' })
    await expect(finish).toBeDisabled()
    const tradesStep = page.getByTestId('step-craftsman.trades')
    await tradesStep.getByRole('button', { name: 'Mark as done' }).click()
    await expect(tradesStep).toContainText('Completed')
    await finish.click()
    // Craftsman is a self-service role: granted, activated, craftsman dashboard.
    await expect(page).toHaveURL(/\/craftsman-dashboard$/, { timeout: 15_000 })
  })

  test('an address that is already registered switches to Sign In', async ({ auth }) => {
    await auth.open()
    await auth.signUp('company@example.com', 'Strong-pass-2026')
    await expect(auth.toast('Sign Up Error')).toContainText(
      'This email is already registered. Try signing in instead.',
    )
    await expect(auth.tab('Sign In')).toHaveAttribute('aria-selected', 'true')
  })
})
