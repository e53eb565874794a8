import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

test.describe('role switcher', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Multi-step flows through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('lists roles, disables the current one, switches with the spec toast', async ({
    auth,
    page,
  }) => {
    await auth.signInAndLand(DEMO_USERS.apprentice.email)
    await page.getByRole('button', { name: 'Switch role' }).click()
    const customer = page.getByRole('menuitem', { name: /Customer/ })
    const apprentice = page.getByRole('menuitem', { name: /Apprentice/ })
    await expect(customer).toBeDisabled()
    await expect(apprentice).toBeEnabled()
    await apprentice.click()
    await expect(auth.toast('Role Switched')).toContainText('Successfully switched to Apprentice')
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByRole('menuitem', { name: /Apprentice/ })).toBeDisabled()
  })

  test('pending roles carry a Pending badge', async ({ auth, page }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByRole('menuitem', { name: /Workshop Owner/ })).toContainText('Pending')
  })

  test('requesting a role shows Role Requested', async ({ auth, page }) => {
    await auth.signInAndLand(DEMO_USERS.mentor.email)
    await page.getByRole('button', { name: 'Switch role' }).click()
    await page.getByRole('menuitem', { name: 'Request a role' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a role' })
    await dialog.getByRole('button', { name: 'Submit request' }).click()
    await expect(dialog.getByText('Please choose a role')).toBeVisible()
    await dialog.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Auditor' }).click()
    await dialog.getByLabel('Reason').fill('Reviewing safety audits for our union local')
    await dialog.getByRole('button', { name: 'Submit request' }).click()
    await expect(auth.toast('Role Requested')).toContainText(
      'Your request for Auditor has been submitted',
    )
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByRole('menuitem', { name: /Auditor/ })).toContainText('Pending')
  })

  test('offline, switching explains that it needs a connection', async ({
    auth,
    page,
    context,
  }) => {
    await auth.signInAndLand(DEMO_USERS.admin.email)
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByRole('menuitem', { name: /Administrator/ })).toBeEnabled()
    await page.keyboard.press('Escape')
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByText('Switching roles needs an internet connection.')).toBeVisible()
    await page.getByRole('menuitem', { name: /Administrator/ }).click()
    await expect(auth.toast('You are offline')).toBeVisible()
    await context.setOffline(false)
  })
})
