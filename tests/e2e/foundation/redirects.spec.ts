import { expect, test } from '../fixtures.ts'

test('a permanent redirect keeps query and hash, and Back returns to the page before it', async ({
  page,
  shell,
}) => {
  await shell.open('/help')
  await expect(shell.pageHeading()).toHaveText('Help')

  await shell.open('/billing?plan=professional&ref=footer#faq')
  await expect(page).toHaveURL(/\/pricing\?plan=professional&ref=footer#faq$/)
  await expect(shell.pageHeading()).toHaveText('Pricing Plans')

  await page.goBack()
  await expect(page).toHaveURL(/\/help$/)
  await expect(shell.pageHeading()).toHaveText('Help')
})

test('legacy API and module paths land on their new pages', async ({ page, shell }) => {
  await shell.open('/modules/unknown-module?x=1#y')
  await expect(page).toHaveURL(/\/\?x=1#y$/)
  await shell.open('/plans')
  await expect(page).toHaveURL(/\/pricing$/)
})
