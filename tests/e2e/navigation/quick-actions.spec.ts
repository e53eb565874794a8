// Floating quick actions (spec sections 2, 4 and 9).
import { expect, test } from '../auth/auth-fixtures.ts'

test.describe('quick actions', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('visitors have none', async ({ page, palette }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(palette.quickActionsButton()).toHaveCount(0)
  })

  test('show 4, then 8 expanded, and run with the spec toast', async ({ page, auth, palette }) => {
    await auth.signInAndLand('craftsman@example.com')
    await palette.quickActionsButton().click()
    await expect(palette.quickActions()).toHaveCount(4)
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect(palette.quickActions()).toHaveCount(8)
    await page.getByRole('button', { name: 'Show less' }).click()
    await expect(palette.quickActions()).toHaveCount(4)
    await palette.quickActions().filter({ hasText: 'Find Jobs' }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    const toast = palette.toast('Action Executed')
    await expect(toast).toContainText('Find Jobs completed successfully')
  })
})
