// /admin/rbac (issue 36): an administrator reads the roles' permissions, finds a member, grants
// a scoped role with an expiry and a reason, sees what the member may now do, and revokes it;
// both changes are in the audit log.
import { AuthPage } from '../pages/AuthPage.ts'
import { expect, test } from '../auth/auth-fixtures.ts'
import { openAsVerifiedAdmin } from '../auth/mfa-admin.ts'
import { onboardedMember } from '../auth/onboarded-member.ts'

test.describe('roles and permissions on /admin/rbac', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 120_000 })

  test('an administrator grants a scoped role and revokes it, with reasons', async ({
    page,
    supabaseUrl,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')
    const fullName = `Morgan Moderator ${suffix}`
    await onboardedMember(supabaseUrl, { label: 'rbac-member', fullName, role: 'craftsman' })

    await openAsVerifiedAdmin(page, supabaseUrl, '/admin/rbac')
    await expect(
      page.getByRole('heading', { name: 'Roles and Permissions', level: 1 }),
    ).toBeVisible({ timeout: 15_000 })
    const matrix = page.getByRole('table', { name: 'Roles and their permissions' })
    const moderatorRow = matrix.getByRole('row', { name: /^Moderator/ })
    await expect(moderatorRow).toContainText('Yes')
    await expect(matrix.getByRole('row', { name: /^Guest/ })).not.toContainText('Yes')

    await page.getByRole('combobox', { name: 'Person' }).fill(suffix)
    await page.getByRole('option', { name: new RegExp(fullName) }).click()
    const panel = page.getByTestId('rbac-person')
    await expect(panel.getByTestId('rbac-held-role').first()).toBeVisible({ timeout: 15_000 })
    await expect(panel.getByTestId('rbac-permission')).not.toContainText(['moderation.review'])

    const grant = panel.getByRole('button', { name: `Grant role: ${fullName}` })
    await grant.click()
    await expect(panel.getByText('Choose a role.')).toBeVisible()
    await panel.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Moderator', exact: true }).click()
    await panel.getByRole('combobox', { name: 'Provinces and territories' }).click()
    await page.getByRole('option', { name: 'Nova Scotia' }).click()
    await page.keyboard.press('Escape')
    await panel.getByLabel('Held until (optional)').fill('2999-12-31')
    await panel
      .getByRole('textbox', { name: 'Reason for granting the role' })
      .fill('Moderates the Maritimes forum')
    await grant.click()
    await expect(new AuthPage(page).toast('Role granted')).toContainText(
      `${fullName} now holds Moderator.`,
      { timeout: 15_000 },
    )
    const held = panel.getByTestId('rbac-held-role').filter({ hasText: 'Moderator' })
    await expect(held).toContainText('Nova Scotia')
    await expect(held).toContainText('expires')
    await expect(
      panel.getByTestId('rbac-permission').filter({ hasText: 'moderation.review' }),
    ).toContainText('from Moderator')

    await held.getByRole('button', { name: 'Revoke: Moderator' }).click()
    const dialog = page.getByRole('dialog', { name: `Revoke Moderator from ${fullName}` })
    await dialog.getByRole('button', { name: 'Revoke' }).click()
    await expect(dialog.getByText('Give a reason.')).toBeVisible()
    await dialog
      .getByRole('textbox', { name: 'Reason for revoking the role' })
      .fill('The forum closed')
    await dialog.getByRole('button', { name: 'Revoke' }).click()
    await expect(new AuthPage(page).toast('Role revoked')).toBeVisible({ timeout: 15_000 })
    await expect(held).toContainText('Revoked')
    await expect(
      panel.getByTestId('rbac-permission').filter({ hasText: 'moderation.review' }),
    ).toHaveCount(0)

    await page.goto('/admin')
    await page.getByRole('tab', { name: 'Audit log' }).click()
    await page.getByRole('textbox', { name: 'Search by person, role or reason' }).fill(suffix)
    const log = page.getByRole('table', { name: 'Audit log' })
    await expect(log.getByRole('row').filter({ hasText: 'Granted' })).toContainText(
      'Moderates the Maritimes forum',
      { timeout: 15_000 },
    )
    await expect(log.getByRole('row').filter({ hasText: 'Revoked' })).toContainText(
      'The forum closed',
    )
  })
})
