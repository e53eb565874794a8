import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

test.describe('/auth sign in', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('one Welcome card with Sign In and Sign Up tabs and a show/hide toggle', async ({
    auth,
    page,
  }) => {
    await auth.open()
    await expect(auth.card()).toBeVisible()
    await expect(page.getByRole('tab')).toHaveText(['Sign In', 'Sign Up'])
    await auth.password().fill('secret')
    await expect(auth.password()).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(auth.password()).toHaveAttribute('type', 'text')
  })

  test('a wrong password shows the spec message', async ({ auth }) => {
    await auth.open()
    await auth.signIn(DEMO_USERS.company.email, 'Wrong-pass-2026')
    await expect(auth.toast('Sign In Error')).toContainText(
      'Invalid email or password. Please check your credentials.',
    )
    await expect(auth.page).toHaveURL(/\/auth$/)
  })

  test('empty fields are explained before anything is sent', async ({ auth }) => {
    await auth.open()
    await auth.signIn('', '')
    await expect(auth.fieldError('Email is required')).toBeVisible()
    await expect(auth.fieldError('Password is required')).toBeVisible()
  })

  test('Forgot your password? with an empty email shows the notice', async ({ auth }) => {
    await auth.open()
    await auth.forgotPassword()
    await expect(auth.toast('Please enter your email address first.')).toBeVisible()
  })

  for (const [name, user] of Object.entries(DEMO_USERS)) {
    test(`the ${name} demo account signs in, sees the welcome toast and lands on /`, async ({
      auth,
      page,
    }) => {
      await auth.open()
      await auth.signIn(`  ${user.email.toUpperCase()} `, 'Demo-pass-2026')
      // Checking a password is the backend's slowest call (bcrypt); on a busy 2-core machine
      // five sign-ins in a row took over 10 s once.
      await expect(auth.toast('Welcome back!')).toContainText(`Signed in as ${user.email}`, {
        timeout: 20_000,
      })
      // Seeded accounts are 60 days old: onboarding is never needed, so /auth goes to /.
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    })
  }
})
