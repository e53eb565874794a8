// /cross-platform-sync (issue 36): a member signed in on a phone and a laptop sees both, signs
// the phone out from the laptop, and the phone signs out on its next request, its local data
// removed, saying why.
import { AuthPage } from '../pages/AuthPage.ts'
import { expect, test } from '../auth/auth-fixtures.ts'
import { onboardedMember, serverRows } from '../auth/onboarded-member.ts'

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

test.describe('signing a device out from another', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 150_000 })

  test('the laptop signs the phone out; the phone signs out on its next request', async ({
    auth,
    page,
    browser,
    supabaseUrl,
  }) => {
    const member = await onboardedMember(supabaseUrl, {
      label: 'two-devices',
      fullName: 'Dana Devices',
      role: 'craftsman',
    })
    const phoneContext = await browser.newContext({
      userAgent: PHONE_UA,
      viewport: { width: 390, height: 844 },
    })
    const phone = await phoneContext.newPage()
    await new AuthPage(phone).signInAndLand(member.email)
    await auth.signInAndLand(member.email)

    await page.goto('/cross-platform-sync')
    await expect(page.getByRole('heading', { name: 'Cross-Platform Sync', level: 1 })).toBeVisible()
    const thisDevice = page.getByRole('region', { name: /^This device/ })
    await expect(thisDevice).toContainText(/Chrome on (Windows|Linux|macOS)/)
    await expect(thisDevice.getByTestId('device-waiting')).toHaveText('None: everything is sent')
    const devices = page.getByTestId('signed-in-device')
    await expect(devices).toHaveCount(2, { timeout: 15_000 })
    await expect(devices.first()).toContainText('This device')
    const phoneCard = devices.filter({ hasText: 'Chrome on Android' })
    await expect(phoneCard).not.toContainText('This device')
    // The phone's app reports its sync once it has synced; the laptop shows it.
    await expect
      .poll(
        async () =>
          (await serverRows(supabaseUrl, `device_sync_reports?user_id=eq.${member.id}`)).length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThanOrEqual(2)
    await page.reload()
    await expect(phoneCard.getByTestId('device-report')).toContainText(
      'In the browser · Nothing waiting',
    )
    await phoneCard.getByRole('button', { name: /^Sign out: Chrome on Android/ }).click()
    await phoneCard.getByRole('button', { name: 'Sign out this device' }).click()
    await expect(auth.toast('Device signed out')).toContainText(
      'Chrome on Android is signed out the next time it connects',
      { timeout: 15_000 },
    )
    await expect(devices).toHaveCount(1)

    // Back on the phone: coming back to the app syncs; the server refuses the ended session.
    await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await phone.waitForURL((url) => url.pathname === '/auth', { timeout: 30_000 })
    await expect(
      phone
        .getByRole('alert')
        .filter({ hasText: 'This device was signed out from another device' }),
    ).toHaveCount(2)
    const stored = await phone.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.includes('auth-token')),
    )
    expect(stored).toEqual([])
    await phoneContext.close()

    // The laptop carries on.
    await page.reload()
    await expect(devices).toHaveCount(1, { timeout: 15_000 })
  })
})
