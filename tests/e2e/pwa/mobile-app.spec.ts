// The Mobile App page (issue 36): how to install on the device in hand, a code and a link to open
// the app on a phone, what this device keeps for work without signal, and its storage.
import { devices } from '@playwright/test'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { FindJobsPage, FIRST_SYNC_MS } from '../pages/JobsPages.ts'
import { waitForOfflineReady } from './pwa-helpers.ts'

const { defaultBrowserType: _iphoneBrowser, ...iphone } = devices['iPhone 14']

test.describe('/mobile-app', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test("a computer: the browser menu's steps, the phone code and link, and live device figures", async ({
    auth,
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    const findJobs = new FindJobsPage(page)
    await findJobs.open()
    await expect(findJobs.results().first()).toBeVisible({ timeout: FIRST_SYNC_MS })

    await page.goto('/mobile-app')
    await expect(page.getByRole('heading', { name: 'Mobile App', level: 1 })).toBeVisible()
    const install = page.getByRole('region', { name: 'Install CraftLink' })
    await expect(install).toContainText('On this computer, in Chrome or Edge:')
    await expect(install.getByRole('listitem')).toHaveCount(2)

    const appUrl = new URL('/', baseURL).href
    const phone = page.getByRole('region', { name: 'Open it on your phone' })
    await expect(phone.getByRole('img', { name: `QR code that opens ${appUrl}` })).toBeVisible()
    await expect(phone).toContainText(appUrl)
    await phone.getByRole('button', { name: 'Copy link' }).click()
    await expect(auth.toast('Link Copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appUrl)

    const kept = page.getByRole('region', { name: 'Works without signal' })
    const jobsKept = kept.locator('[data-table="jobs"]')
    await expect(jobsKept).toHaveText(/^[1-9][\d,]*$/, { timeout: FIRST_SYNC_MS })
    await expect(kept.getByTestId('waiting-changes')).toHaveText('Nothing is waiting to be sent.')
    const storage = page.getByRole('region', { name: 'Storage on this device' })
    await expect(storage.getByTestId('storage-used')).toHaveText(/^\d+(\.\d)? [KMG]B of /)

    // A change made without signal shows as waiting here, and goes once the signal returns.
    await findJobs.open()
    await waitForOfflineReady(page)
    await context.setOffline(true)
    await findJobs.results().first().getByRole('link').first().click()
    // Saving the job (or removing it, if saved already) is a change of the user's own.
    await page.getByRole('button', { name: /^(Save .+|Remove .+ from saved jobs)$/ }).click()
    await expect(
      auth.toast(/Job saved on this device|Job removed from your saved jobs/),
    ).toBeVisible()
    await page.goto('/mobile-app')
    await expect(kept.getByTestId('waiting-changes')).toHaveText('1 change is waiting to be sent.')
    await context.setOffline(false)
    await expect(kept.getByTestId('waiting-changes')).toHaveText('Nothing is waiting to be sent.', {
      timeout: 30_000,
    })
  })

  test.describe('on an iPhone', () => {
    test.use({ ...iphone })

    test("the Share sheet's steps", async ({ auth, page }) => {
      await auth.signInAndLand(DEMO_USERS.craftsman.email)
      await page.goto('/mobile-app')
      const install = page.getByRole('region', { name: 'Install CraftLink' })
      await expect(install).toContainText('On an iPhone or iPad, in Safari, Chrome or Edge:')
      await expect(install.getByRole('listitem')).toHaveText([
        'Tap the Share button (the square with an arrow).',
        'Scroll down and choose Add to Home Screen.',
        'Tap Add. CraftLink appears on your home screen.',
      ])
    })
  })
})
