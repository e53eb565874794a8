// The portfolio, a table of the shared collection (SYNC-MUX-1): an item added offline is kept on
// the device across an offline reload, sent when the network returns, and another member sees it
// on the craftsman's profile (pulled into their replica).
import { AuthPage } from '../pages/AuthPage.ts'
import { waitForAppMounted, waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { DEMO_USERS, expect, test } from './profiles-fixtures.ts'

test.describe('portfolio offline', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-MUX-1] [SYNC-PUSH-2] an item added offline survives a reload, syncs, and others see it', async ({
    auth,
    page,
    browser,
    portfolio,
  }) => {
    test.setTimeout(120_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    const section = await portfolio.open()
    await waitForOfflineReady(page)

    await page.context().setOffline(true)
    const title = `Heritage porch rebuild ${Date.now()}`
    const dialog = await portfolio.startItem(title)
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(section.getByRole('article', { name: title })).toBeVisible()

    await page.reload()
    await waitForAppMounted(page)
    await expect(section.getByRole('article', { name: title })).toBeVisible({ timeout: 20_000 })

    await page.context().setOffline(false)
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await new AuthPage(otherPage).signInAndLand(DEMO_USERS.company.email)
    await otherPage.goto(`/profile/${DEMO_USERS.craftsman.id}`)
    const shown = otherPage.getByRole('region', { name: 'Portfolio' })
    await expect(shown.getByText(title)).toBeVisible({ timeout: 30_000 })
    await other.close()
  })
})
