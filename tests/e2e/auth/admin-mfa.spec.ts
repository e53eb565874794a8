// Issue 40: the admin pages need two-step verification. A new administrator is sent to set up an
// authenticator app in Settings, turns it on with a code computed from the key shown (RFC 6238,
// as the app would), and after signing in again is asked for a code before /admin; the verified
// session keeps the page open offline; removing the app brings the set-up screen back.
import { TwoStepVerification } from '../pages/TwoStepVerification.ts'
import { waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { expect, test } from './auth-fixtures.ts'
import { freshAdmin, totpCode, wrongCode } from './mfa-admin.ts'

const ADMIN_HEADING = { name: 'Admin Dashboard', level: 1 } as const

test.describe('two-step verification for the admin pages', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Two sign-ins, the settings page, a dozen auth round trips and an offline reload: 55 s alone,
  // 82 s and still going in a clean run's two workers on a 2-core machine.
  test.describe.configure({ timeout: 150_000 })

  test('an admin sets up TOTP in Settings, signs in again, enters a code before /admin, then removes it', async ({
    auth,
    page,
    context,
    supabaseUrl,
  }) => {
    const mfa = new TwoStepVerification(page)
    const admin = await freshAdmin(supabaseUrl, 'mfa-admin')
    await auth.signInAndLand(admin.email)

    // Without a factor the admin page points to Settings instead of showing.
    await page.goto('/admin')
    await expect(mfa.setUpFirstScreen()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', ADMIN_HEADING)).toHaveCount(0)
    await page.getByRole('link', { name: 'Set up two-step verification' }).click()
    await expect(page).toHaveURL(/\/settings#settings-two-step$/)

    await expect(mfa.section()).toContainText('Off: signing in needs only your password.', {
      timeout: 15_000,
    })
    const secret = await mfa.startSetUp()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expect(mfa.qrCode()).toBeVisible()
    await mfa.enterCode(totpCode(secret), 'Verify and turn on')
    await expect(mfa.toast('Two-step verification is on')).toBeVisible({ timeout: 15_000 })
    await expect(mfa.section()).toContainText('On: authenticator app added')

    // This session was verified with the code: the admin page opens.
    await page.goto('/admin')
    await expect(page.getByRole('heading', ADMIN_HEADING)).toBeVisible({ timeout: 15_000 })

    await auth.signOut()
    await expect(auth.card()).toBeVisible({ timeout: 15_000 })
    await auth.signInAndLand(admin.email)
    await page.goto('/admin')
    await expect(mfa.codeScreen()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', ADMIN_HEADING)).toHaveCount(0)

    // A wrong code is refused in words and the screen stays.
    await mfa.enterCode(wrongCode(secret), 'Verify')
    await expect(
      mfa.fieldError(
        'That code is not right. Enter the newest 6-digit code from your authenticator app.',
      ),
    ).toBeVisible({ timeout: 15_000 })
    await expect(mfa.codeScreen()).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/admin')

    await mfa.enterCode(totpCode(secret), 'Verify')
    await expect(page.getByRole('heading', ADMIN_HEADING)).toBeVisible({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toBe('/admin')

    // Offline, the stored aal2 session keeps the admin page open after a reload.
    await waitForOfflineReady(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', ADMIN_HEADING)).toBeVisible({ timeout: 15_000 })
    await context.setOffline(false)
    // The verified session covers the other admin pages too.
    await page.goto('/admin/rbac')
    await expect(
      page.getByRole('heading', { name: 'Roles and Permissions', level: 1 }),
    ).toBeVisible({ timeout: 15_000 })

    // Removing the app from this aal2 session: the admin pages ask for a set-up again.
    await page.goto('/settings')
    await mfa.remove()
    await expect(mfa.toast('Two-step verification is off')).toBeVisible({ timeout: 15_000 })
    await expect(mfa.section()).toContainText('Off: signing in needs only your password.')
    await page.goto('/admin')
    await expect(mfa.setUpFirstScreen()).toBeVisible({ timeout: 15_000 })
  })
})
