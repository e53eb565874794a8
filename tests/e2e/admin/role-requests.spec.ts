// /admin (issue 36): a member asks for a role, an administrator decides it on /admin, and the
// member's role menu shows the new role without a reload; the decision is in the audit log.
import { AuthPage } from '../pages/AuthPage.ts'
import { expect, test } from '../auth/auth-fixtures.ts'
import { openAsVerifiedAdmin } from '../auth/mfa-admin.ts'
import { onboardedMember } from '../auth/onboarded-member.ts'

const ADMIN_HEADING = { name: 'Admin Dashboard', level: 1 } as const

test.describe('role requests on /admin', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Two people signed in through the real backend and sync worker: slow on a 2-core machine.
  test.describe.configure({ timeout: 150_000 })

  test("an admin approves a member's request; the member's role menu shows it at once", async ({
    auth,
    page,
    browser,
    supabaseUrl,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')
    const fullName = `Riley Requester ${suffix}`
    const member = await onboardedMember(supabaseUrl, {
      label: 'role-requester',
      fullName,
      role: 'craftsman',
    })
    await auth.signInAndLand(member.email)
    await page.getByRole('button', { name: 'Switch role' }).click()
    await page.getByRole('menuitem', { name: 'Request a role' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a role' })
    await dialog.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Moderator' }).click()
    await dialog.getByLabel('Reason').fill('I keep our trade forum civil every evening')
    await dialog.getByRole('button', { name: 'Submit request' }).click()
    await expect(auth.toast('Role Requested')).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Switch role' }).click()
    await expect(page.getByRole('menuitem', { name: /Moderator/ })).toContainText('Pending')
    await expect(page.getByRole('menuitem', { name: /Moderator/ })).toBeDisabled()
    await page.keyboard.press('Escape')

    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await openAsVerifiedAdmin(admin, supabaseUrl, '/admin')
    await expect(admin.getByRole('heading', ADMIN_HEADING)).toBeVisible({ timeout: 15_000 })
    // At a glance: requests waiting and the crawler protection's figures (the seed has some).
    await expect(admin.getByRole('group', { name: 'Role requests waiting' })).toContainText(/[1-9]/)
    await expect(admin.getByRole('group', { name: 'Crawler detections' })).toContainText(/[1-9]/, {
      timeout: 20_000,
    })
    // Sync health: figures across every device that reported its sync.
    await expect(admin.getByRole('group', { name: 'Sync health' })).toBeVisible()
    await expect(admin.getByRole('group', { name: 'Devices synced (24 h)' })).toContainText(/\d/, {
      timeout: 20_000,
    })
    const pending = admin.getByRole('region', { name: 'Waiting for a decision' })
    const card = pending.getByTestId('role-request').filter({ hasText: fullName })
    await expect(card).toContainText('I keep our trade forum civil every evening', {
      timeout: 20_000,
    })
    await expect(card).toContainText('Moderator')
    await card.getByLabel('Note to the requester (optional)').fill('Thanks for helping out')
    await card.getByRole('button', { name: `Approve: ${fullName}, Moderator` }).click()
    await expect(new AuthPage(admin).toast('Request approved')).toContainText(
      `${fullName} has been notified.`,
      { timeout: 15_000 },
    )
    const decided = admin
      .getByRole('region', { name: 'Recently decided' })
      .getByTestId('role-request')
      .filter({ hasText: fullName })
    await expect(decided).toContainText('Approved by Alex Admin')
    await expect(decided).toContainText('Thanks for helping out')

    await admin.getByRole('tab', { name: 'Audit log' }).click()
    await admin.getByRole('textbox', { name: 'Search by person, role or reason' }).fill(suffix)
    const log = admin.getByRole('table', { name: 'Audit log' })
    await expect(log.getByRole('row').filter({ hasText: 'Approved' })).toContainText(
      'Thanks for helping out',
      { timeout: 15_000 },
    )
    await expect(log.getByRole('row').filter({ hasText: 'Requested' })).toContainText('Moderator')
    // By action: the server answers only the approvals.
    await admin.getByRole('combobox', { name: 'Action' }).click()
    await admin.getByRole('option', { name: 'Approved' }).click()
    await expect(log.getByRole('row').filter({ hasText: 'Requested' })).toHaveCount(0, {
      timeout: 15_000,
    })
    await expect(log.getByRole('row').filter({ hasText: 'Approved' })).toHaveCount(1)
    await adminContext.close()

    // The member's page was never reloaded: the granted role arrives through the replica, and a
    // held role can be switched to (a pending one cannot).
    await page.getByRole('button', { name: 'Switch role' }).click()
    const moderator = page.getByRole('menuitem', { name: /Moderator/ })
    await expect(moderator).toBeEnabled({ timeout: 30_000 })
    await expect(moderator).not.toContainText('Pending')
    await page.keyboard.press('Escape')

    // A moderator is no administrator: /admin says so instead of showing empty lists.
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible({
      timeout: 15_000,
    })
  })
})
