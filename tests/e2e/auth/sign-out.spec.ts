import { DEMO_USERS, expect, test } from './auth-fixtures.ts'

test.describe('sign out', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('lands on /auth with the session and IndexedDB gone', async ({ auth, page }) => {
    await auth.signInAndLand(DEMO_USERS.mentor.email)
    await auth.signOut()
    await expect(page).toHaveURL(/\/auth/)
    await expect(auth.toast('Signed out successfully')).toContainText(
      'You have been logged out of your account',
    )
    const leftovers = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((d) => d.name),
      session: Object.keys(localStorage).filter((k) => k.endsWith('-auth-token')),
    }))
    expect(leftovers).toEqual({ databases: [], session: [] })
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/auth\?redirect=/)
  })
})
