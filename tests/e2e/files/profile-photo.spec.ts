// A profile photo (issue 29): chosen, placed in the square, shown at once from the device and
// marked "Saved on this device" while offline; once uploaded another member sees it.
import { AuthPage } from '../pages/AuthPage.ts'
import { waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { DEMO_USERS, expect, test } from '../profiles/profiles-fixtures.ts'
import { cameraJpeg } from './camera-photo.ts'

test.describe('profile photo', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('a photo cropped offline shows at once, uploads, and others see it', async ({
    auth,
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await auth.signInAndLand(DEMO_USERS.apprentice.email)
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Edit profile' }).click({ timeout: 20_000 })
    await waitForOfflineReady(page)
    const photo = await cameraJpeg(page, 120)

    await page.context().setOffline(true)
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: /^(Add|Change) photo$/ }).click()
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo })
    const crop = page.getByRole('dialog', { name: 'Position your photo' })
    await expect(crop).toBeVisible()
    await crop.getByRole('slider').press('ArrowRight')
    await crop.getByRole('button', { name: 'Use this photo' }).click()
    await expect(crop).toBeHidden()
    await expect(page.getByText('Photo saved on this device.')).toBeVisible()
    const shown = page.getByRole('img', { name: /^Photo of / }).first()
    await expect(shown).toBeVisible()
    // A 512 px square, made on the device.
    expect(
      await shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([512, 512])
    await expect(page.getByText('Saved on this device').first()).toBeVisible()

    await page.context().setOffline(false)
    await expect(page.getByText(/^(Saved on this device|Uploading)/)).toHaveCount(0, {
      timeout: 30_000,
    })

    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await new AuthPage(otherPage).signInAndLand(DEMO_USERS.mentor.email)
    await otherPage.goto(`/profile/${DEMO_USERS.apprentice.id}`)
    const seen = otherPage.getByRole('img', { name: /^Photo of / }).first()
    await expect(seen).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(512)
    await other.close()
  })
})
