import { uniqueEmail } from '../pages/AuthPage.ts'
import { expect, test } from './auth-fixtures.ts'

test.describe('sign-in rate limit', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Multi-step flows through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('past the server limit the spec message shows and the page keeps working', async ({
    auth,
  }) => {
    const email = uniqueEmail('hammering')
    await auth.open()
    // The attempt after the limit can answer after the next one was sent: two toasts then.
    const limited = auth.toast('Too many login attempts. Please try again later.').first()
    // The local server allows 10 attempts per email per minute, like GoTrue's defaults.
    for (let attempt = 0; attempt < 12 && !(await limited.isVisible()); attempt++) {
      await auth.signIn(email, 'Wrong-pass-2026')
      await expect(auth.page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    }
    await expect(limited).toBeVisible()
    await expect(auth.email()).toHaveValue(email)
    await auth.forgotPassword()
    await expect(auth.toast('Reset Email Sent')).toBeVisible()
  })
})
