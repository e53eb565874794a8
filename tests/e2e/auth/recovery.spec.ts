import { latestMailLink, uniqueEmail } from '../pages/AuthPage.ts'
import { expect, test } from './auth-fixtures.ts'

test.describe('password recovery', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Multi-step flows through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('the mailed link opens /auth?type=recovery, the new password is validated, saved and works', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    // A throwaway account keeps the demo passwords intact for the other specs.
    const email = uniqueEmail('recover')
    await auth.open()
    await auth.signUp(email, 'First-pass-2026')
    if ((await auth.signUpToast()) === 'confirmEmail') {
      // Confirmations on: confirm first, as a real user would.
      await page.goto(await latestMailLink(supabaseUrl, email, /type=signup/))
      await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
    }
    await auth.signOut().catch(() => undefined)
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())

    await auth.open()
    await auth.email().fill(email)
    await auth.forgotPassword()
    await expect(auth.toast('Reset Email Sent')).toContainText(
      'Check your inbox for password reset instructions.',
    )
    const link = await latestMailLink(supabaseUrl, email, /type=recovery/)
    await page.goto(link)
    await expect(page).toHaveURL(/\/auth\?type=recovery/)
    await expect(page.getByText('Choose a new password')).toBeVisible()

    await auth.newPassword().fill('short')
    await auth.confirmPassword().fill('different')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(auth.fieldError('Password must be at least 8 characters')).toBeVisible()
    await expect(auth.fieldError('Passwords do not match')).toBeVisible()

    await auth.newPassword().fill('Second-pass-2026')
    await auth.confirmPassword().fill('Second-pass-2026')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(auth.toast('Password Updated')).toBeVisible()
    await expect(page).not.toHaveURL(/\/auth/, { timeout: 15_000 })

    // Signed in with the new password from a clean browser state.
    await page.evaluate(() => localStorage.clear())
    await auth.open()
    await auth.signIn(email, 'Second-pass-2026')
    await expect(auth.toast('Welcome back!')).toBeVisible()
  })
})
