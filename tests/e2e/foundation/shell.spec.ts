import { expect, test } from '../fixtures.ts'

test('the header turns opaque after scrolling more than 20 px', async ({ shell }) => {
  await shell.open('/privacy')
  await expect(shell.pageHeading()).toHaveText('Privacy Policy')
  await expect(shell.header()).toHaveAttribute('data-scrolled', 'false')
  expect(await shell.headerBackgroundAlpha()).toBe(0)

  await shell.scrollBy(400)
  await expect(shell.header()).toHaveAttribute('data-scrolled', 'true')
  await expect.poll(() => shell.headerBackgroundAlpha()).toBe(1)
})

test('signed out, the header shows the wordmark, Join as Craftsman and Sign In, no groups', async ({
  page,
  shell,
}) => {
  await shell.open('/pricing')
  await expect(shell.wordmark()).toBeVisible()
  await expect(shell.desktopNav().getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(shell.desktopNav().getByRole('button', { name: 'Jobs' })).toHaveCount(0)
  await shell.joinAsCraftsman().click()
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcraftsman-register$/)
})

test('breadcrumb and footer', async ({ page, shell }) => {
  await shell.open('/terms')
  await expect(shell.breadcrumb().getByText('Terms of Service')).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(`© ${new Date().getFullYear()} CraftLink`)).toBeVisible()
  for (const heading of ['For Craftsmen', 'For Companies', 'Platform']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
  }
  await shell.open('/')
  await expect(shell.breadcrumb()).toHaveCount(0)
})

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('shows the bottom bar and no desktop navigation', async ({ page, shell }) => {
    await shell.open('/')
    await expect(shell.bottomBar()).toBeVisible()
    for (const label of ['Home', 'Explore', 'Social', 'Messages', 'Profile']) {
      await expect(shell.bottomBar().getByRole('link', { name: label })).toBeVisible()
    }
    await expect(shell.desktopNav()).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  })
})
