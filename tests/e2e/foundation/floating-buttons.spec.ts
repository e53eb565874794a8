// Issue 41: the floating buttons never sit on a field being filled in or on the page's last
// links: they step away while a field has focus (on a phone and on a desktop), and the page's
// end keeps room for them.
import type { Locator, Page } from '@playwright/test'
import { box, overlaps } from '../geometry.ts'
import { DEMO_USERS, expect, test } from '../jobs/jobs-fixtures.ts'

const quickActions = (page: Page) => page.getByRole('button', { name: 'Open quick actions' })
const quickCreate = (page: Page) => page.getByRole('button', { name: 'Open quick create' })

async function footerLinksClear(page: Page, buttons: Locator[]) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  // Back once the page rests after scrolling down.
  for (const button of buttons) await expect(button).toBeVisible({ timeout: 5000 })
  const links = page.getByRole('contentinfo').getByRole('link')
  for (const link of await links.all()) {
    const l = await box(link)
    for (const button of buttons) {
      expect(overlaps(l, await box(button)), `${await link.innerText()} is clear`).toBe(false)
    }
  }
}

test.describe('floating buttons step out of the way', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 120_000 })

  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${size.width}x${size.height}: apply form fields and footer links stay uncovered`, async ({
      auth,
      page,
      jobPage,
      serverJob,
    }) => {
      const phone = size.width < 768
      await page.setViewportSize(size)
      const job = await serverJob()
      await auth.signInAndLand(DEMO_USERS.craftsman.email)
      await jobPage.open(job.id, job.title)
      const buttons = phone ? [quickActions(page), quickCreate(page)] : [quickActions(page)]
      for (const button of buttons) await expect(button).toBeVisible({ timeout: 15_000 })

      await page.getByRole('button', { name: 'Apply', exact: true }).click()
      const form = page.getByRole('form', { name: 'Apply for this job' })
      for (const label of ['Cover letter', 'Estimated hours']) {
        await form.getByLabel(label).focus()
        for (const button of buttons) await expect(button, label).toBeHidden()
      }
      await form.getByLabel('Estimated hours').blur()
      for (const button of buttons) await expect(button).toBeVisible()

      await footerLinksClear(page, buttons)
    })
  }
})
