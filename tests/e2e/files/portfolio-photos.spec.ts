// Photos on the job site (issue 29): with the network cut, a craftsman adds a portfolio item with
// two photos, sees them at once and after an offline reload, marked "Saved on this device"; back
// online they upload before the item is sent, and another member sees the item with its photos,
// still there for them offline once seen.
import { AuthPage } from '../pages/AuthPage.ts'
import { waitForAppMounted, waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { DEMO_USERS, expect, test } from '../profiles/profiles-fixtures.ts'
import { cameraJpeg } from './camera-photo.ts'

test.describe('portfolio photos', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('photos added offline show at once, survive a reload, upload, and others see them', async ({
    auth,
    page,
    browser,
    portfolio,
  }) => {
    test.setTimeout(150_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    const section = await portfolio.open()
    await waitForOfflineReady(page)
    const photos = [await cameraJpeg(page, 20), await cameraJpeg(page, 200)]

    await page.context().setOffline(true)
    const title = `Panel upgrade ${Date.now()}`
    const dialog = await portfolio.startItem(title)
    await dialog
      .locator('input[type=file][multiple]')
      .setInputFiles(
        photos.map((buffer, i) => ({ name: `site-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
      )
    await expect(dialog.getByRole('button', { name: /^Remove photo \d$/ })).toHaveCount(2)
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()

    const item = section.getByRole('article', { name: title })
    await expect(item.getByText('Saved on this device')).toHaveCount(2)
    const cover = item.getByRole('img', { name: `${title} 1` })
    await expect(cover).toBeVisible()
    // Made smaller on the device: the longest side is at most 2,048 px.
    const width = await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)
    expect(width).toBeGreaterThan(0)
    expect(width).toBeLessThanOrEqual(2048)

    await page.reload()
    await waitForAppMounted(page)
    await expect(item.getByText('Saved on this device')).toHaveCount(2, { timeout: 20_000 })
    await expect(item.getByRole('img', { name: `${title} 2` })).toBeVisible()

    await page.context().setOffline(false)
    await expect(item.getByText(/Saved on this device|Uploading/)).toHaveCount(0, {
      timeout: 30_000,
    })

    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await new AuthPage(otherPage).signInAndLand(DEMO_USERS.company.email)
    await waitForOfflineReady(otherPage)
    await otherPage.goto(`/profile/${DEMO_USERS.craftsman.id}`)
    const shown = otherPage.getByRole('region', { name: 'Portfolio' })
    await expect(shown.getByText(title)).toBeVisible({ timeout: 30_000 })
    const seen = shown.getByRole('img', { name: `${title} 1` })
    await expect(seen).toBeVisible()
    await expect
      .poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(shown.getByRole('button', { name: 'Open photo 2 of 2' })).toBeVisible()

    // Seen once, kept: offline, the photo still shows (the service worker's image cache).
    await other.setOffline(true)
    await otherPage.reload()
    await waitForAppMounted(otherPage)
    const cached = shown.getByRole('img', { name: `${title} 1` })
    await expect(cached).toBeVisible({ timeout: 20_000 })
    await expect
      .poll(() => cached.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await other.close()
  })
})
