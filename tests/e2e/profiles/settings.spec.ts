// /settings: the advanced-features toggle shows the spec's toasts and follows the user to a
// second browser; only existing languages are offered; signing out of this device.
import { AuthPage } from '../pages/AuthPage.ts'
import { DEMO_USERS, SettingsScreen, expect, test } from './profiles-fixtures.ts'

test.describe('settings', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('advanced features: toast, then carried to a second browser signed in as the same user', async ({
    auth,
    page,
    settings,
    browser,
  }) => {
    test.setTimeout(90_000)
    await auth.signInAndLand(DEMO_USERS.mentor.email)
    await settings.open()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_USERS.mentor.email)
    const toggle = settings.advancedSwitch()
    // The preferences row arrives from the server (the saved state of earlier runs included).
    await settings.waitForStoredPreferences()
    const wasOn = await toggle.isChecked()
    const title = (on: boolean) => (on ? 'Advanced Features Enabled' : 'Advanced Features Disabled')

    await toggle.click({ force: true })
    await expect(auth.toast(title(!wasOn))).toBeVisible()
    await expect(toggle).toBeChecked({ checked: !wasOn })

    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await new AuthPage(otherPage).signInAndLand(DEMO_USERS.mentor.email)
    const otherSettings = new SettingsScreen(otherPage)
    await otherSettings.open()
    await otherSettings.waitForStoredPreferences()
    await expect(otherSettings.advancedSwitch()).toBeChecked({ checked: !wasOn, timeout: 30_000 })

    // And back, from the second browser: the first one follows through realtime.
    await otherSettings.advancedSwitch().click({ force: true })
    await expect(new AuthPage(otherPage).toast(title(wasOn))).toBeVisible()
    await expect(toggle).toBeChecked({ checked: wasOn, timeout: 30_000 })
    await other.close()
  })

  test('skill level and notifications are saved; only English is offered; sign out of this device', async ({
    auth,
    page,
    settings,
  }) => {
    test.setTimeout(60_000)
    await auth.signInAndLand(DEMO_USERS.apprentice.email)
    await settings.open()
    await settings.waitForStoredPreferences()
    const levels = ['Beginner', 'Intermediate', 'Advanced'] as const
    const checked = await Promise.all(
      levels.map((name) => page.getByRole('radio', { name }).isChecked()),
    )
    const before = levels[checked.indexOf(true)] ?? 'Beginner'
    const level = before === 'Intermediate' ? 'Advanced' : 'Intermediate'
    await page.getByRole('radio', { name: level }).click({ force: true })
    await expect(page.getByRole('radio', { name: level })).toBeChecked()
    const roleUpdates = () => page.getByRole('switch', { name: 'Decisions on my role requests' })
    const notify = await roleUpdates().isChecked()
    await roleUpdates().click({ force: true })
    await expect(roleUpdates()).toBeChecked({ checked: !notify })
    await page.reload()
    await expect(page.getByRole('radio', { name: level })).toBeChecked({ timeout: 20_000 })
    await expect(roleUpdates()).toBeChecked({ checked: !notify })

    await page.getByRole('combobox', { name: 'Language of the app' }).click()
    await expect(page.getByRole('option')).toHaveText(['English', 'Français'])
    await page.keyboard.press('Escape')

    // Back to what the demo account had, so other specs see the seed's settings.
    await page.getByRole('radio', { name: before }).click({ force: true })
    await roleUpdates().click({ force: true })
    await expect(roleUpdates()).toBeChecked({ checked: notify })
    await expect(
      page.locator('[data-preferences-stored="true"] [data-sync-state]'),
    ).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
    await expect(page.getByTestId('waiting-to-sync')).toBeVisible()
    await page.getByRole('button', { name: 'Sign out of this device' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 })
  })
})
