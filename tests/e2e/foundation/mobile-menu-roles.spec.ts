// The side menu on a phone offers "Join as Craftsman" to those who do not hold the role, and not
// to a craftsman (issue 41).
import type { Page } from '@playwright/test'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

const JOIN = 'Join as Craftsman'

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Help' })).toBeVisible()
  return menu
}

test.describe('the phone menu and the craftsman role', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.use({ viewport: { width: 390, height: 844 } })

  test('a craftsman is not asked to join as one', async ({ auth, page }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    const menu = await openMenu(page)
    await expect(menu.getByRole('link', { name: JOIN })).toHaveCount(0, { timeout: 20_000 })
  })

  test('a company is offered it, once its roles are known', async ({ auth, page, shell }) => {
    await auth.signInAndLand(DEMO_USERS.company.email)
    await expect(shell.syncStatus()).toHaveAttribute('data-sync-phase', 'online', {
      timeout: 60_000,
    })
    const menu = await openMenu(page)
    await expect(menu.getByRole('link', { name: JOIN })).toBeVisible()
  })
})
