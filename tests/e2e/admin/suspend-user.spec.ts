// /admin, People (issue 36): an administrator finds a member and suspends the account with a
// reason; the member, still in the app, is signed out on their next request and cannot sign in;
// restored, they can again. Both actions are in the audit log.
import { AuthPage } from '../pages/AuthPage.ts'
import { expect, test } from '../auth/auth-fixtures.ts'
import { openAsVerifiedAdmin } from '../auth/mfa-admin.ts'
import { onboardedMember } from '../auth/onboarded-member.ts'

test.describe('suspending an account on /admin', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Two people signed in through the real backend and sync worker: slow on a 2-core machine.
  test.describe.configure({ timeout: 150_000 })

  test('the member is signed out on the next request, and can sign in again once restored', async ({
    auth,
    page,
    browser,
    supabaseUrl,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')
    const fullName = `Sasha Suspended ${suffix}`
    const member = await onboardedMember(supabaseUrl, {
      label: 'suspended-member',
      fullName,
      role: 'craftsman',
    })
    await auth.signInAndLand(member.email)

    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await openAsVerifiedAdmin(admin, supabaseUrl, '/admin')
    await admin.getByRole('tab', { name: 'People' }).click()
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(suffix)
    const people = admin.getByRole('table', { name: 'People' })
    await expect(people.getByTestId('admin-user-row')).toHaveCount(1, { timeout: 15_000 })
    await expect(people.getByTestId('admin-user-row')).toContainText(member.email)
    await expect(people.getByTestId('admin-user-row')).toContainText('Active')
    await people.getByRole('button', { name: `View: ${fullName}` }).click()

    const drawer = admin.getByRole('dialog', { name: fullName })
    const suspend = drawer.getByRole('button', { name: `Suspend account: ${fullName}` })
    await suspend.click()
    await expect(drawer.getByText('Give a reason.')).toBeVisible()
    await drawer
      .getByRole('textbox', { name: 'Reason for the suspension' })
      .fill('Posted the same job ad forty times')
    await suspend.click()
    await expect(new AuthPage(admin).toast('Account suspended')).toContainText(
      `${fullName} is signed out on their next request.`,
      { timeout: 15_000 },
    )
    await expect(drawer.getByText('Suspended', { exact: true })).toBeVisible()
    await expect(drawer.getByRole('region', { name: 'History' })).toContainText(
      'Posted the same job ad forty times',
      { timeout: 15_000 },
    )

    // The member's page is still open with a valid token. Coming back to the app syncs (and
    // flushes the page visit): the server refuses the request, and the app signs out.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 30_000 })
    // The notice on /auth (the toast says the same, without the link).
    const notice = page
      .getByRole('alert')
      .filter({ has: page.getByRole('link', { name: 'Contact us' }) })
    await expect(notice).toContainText('Account suspended')
    await expect(notice).toContainText('An administrator has suspended your account')
    await auth.signIn(member.email, 'Demo-pass-2026')
    await expect(auth.toast('This account is suspended.')).toBeVisible({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toBe('/auth')

    await drawer
      .getByRole('textbox', { name: 'Reason for restoring the account' })
      .fill('Appeal accepted: the ads were a bug in their script')
    await drawer.getByRole('button', { name: `Restore account: ${fullName}` }).click()
    await expect(new AuthPage(admin).toast('Account restored')).toContainText(
      `${fullName} can sign in again.`,
      { timeout: 15_000 },
    )
    await admin.keyboard.press('Escape')
    await admin.getByRole('tab', { name: 'Audit log' }).click()
    await admin.getByRole('textbox', { name: 'Search by person, role or reason' }).fill(suffix)
    const log = admin.getByRole('table', { name: 'Audit log' })
    await expect(log.getByRole('row').filter({ hasText: 'Account suspended' })).toContainText(
      'Posted the same job ad forty times',
      { timeout: 15_000 },
    )
    await expect(log.getByRole('row').filter({ hasText: 'Account restored' })).toContainText(
      'Appeal accepted',
    )
    await adminContext.close()

    await auth.signInAndLand(member.email)
    await expect(page.getByRole('button', { name: 'Switch role' })).toBeVisible({ timeout: 15_000 })
  })
})
