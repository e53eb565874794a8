// Edit in place offline: the change is kept on the device (also across an offline reload), sent
// when the network returns, and another member sees it on /profile/{userId}. The phone number
// is server-only (profile_contacts): saved online, and shown to a company the member applied to.
import { AuthPage } from '../pages/AuthPage.ts'
import { waitForAppMounted, waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { DEMO_USERS, expect, test } from './profiles-fixtures.ts'

test.describe('profile edited offline', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-STATE-1] edit offline, reload offline, sync, seen by the company', async ({
    auth,
    page,
    profile,
    browser,
  }) => {
    test.setTimeout(120_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto('/profile')
    await expect(profile.name()).toHaveText('Marc Tremblay', { timeout: 20_000 })
    await waitForOfflineReady(page)

    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Edit profile' }).click()
    const bio = `On site in Laval until Friday, call after 4 pm (${Date.now()})`
    await page.getByRole('textbox', { name: /^About you/ }).fill(bio)
    await page.getByRole('textbox', { name: /^Phone/ }).fill('12-ab')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      /Please enter a valid phone number/,
    )
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 514 555 0177')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Your phone number needs an internet connection')).toBeVisible()
    await expect(profile.bio()).toHaveText(bio)
    await expect(page.locator('[data-sync-state="local"]').first()).toHaveText(
      'Saved on this device',
    )

    await page.reload()
    await waitForAppMounted(page)
    await expect(profile.bio()).toHaveText(bio, { timeout: 20_000 })
    await expect(page.locator('[data-sync-state="local"]').first()).toHaveText(
      'Saved on this device',
    )

    await page.context().setOffline(false)
    await expect(page.locator('[data-sync-state="local"]')).toHaveCount(0, { timeout: 30_000 })
    await expect(page.locator('[data-sync-state="failed"]')).toHaveCount(0)

    await page.getByRole('button', { name: 'Edit profile' }).click()
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 514 555 0177')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('link', { name: '+15145550177' })).toBeVisible({ timeout: 15_000 })

    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await new AuthPage(otherPage).signInAndLand(DEMO_USERS.company.email)
    await otherPage.goto(`/profile/${DEMO_USERS.craftsman.id}`)
    await expect(otherPage.getByTestId('profile-bio')).toHaveText(bio, { timeout: 30_000 })
    await expect(otherPage.getByTestId('profile-name')).toHaveText('Marc Tremblay')
    await expect(otherPage.getByText('Red Seal Electrician (309A)')).toBeVisible()
    // Marc applied to this company's jobs: it reads his numbers (his own and his craftsman card's).
    await expect(otherPage.getByRole('link', { name: '+15145550177' })).toBeVisible()
    await expect(otherPage.getByRole('link', { name: '+15145550142' })).toBeVisible()
    // Another member's profile is read-only.
    await expect(otherPage.getByRole('button', { name: 'Edit profile' })).toHaveCount(0)
    await other.close()
  })
})
