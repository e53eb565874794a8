// Issue 41: what a newcomer sees first, on a phone (390x844) and a laptop (1366x900): home, Find
// Jobs, a job, the apply form and the dashboard. Each screen is saved in the test output
// (test-results/e2e/<test>/<screen>-<width>x<height>.png) for a person to look at, and checked for what a
// screenshot review catches first: the page's heading in view and nothing wider than the screen.
import type { Page, TestInfo } from '@playwright/test'
import { DEMO_USERS, expect, test } from '../jobs/jobs-fixtures.ts'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const

async function screen(page: Page, testInfo: TestInfo, name: string, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeInViewport()
  // Nothing pushes the page sideways (a phone would scroll it left and right).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0)
  await save(page, testInfo, name)
}

async function save(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()
  const file = `${name}-${size?.width}x${size?.height}.png`
  const path = testInfo.outputPath(file)
  await page.screenshot({ path })
  await testInfo.attach(file, { path, contentType: 'image/png' })
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    test.describe.configure({ timeout: 120_000 })

    test('home, Find Jobs, a job, the apply form and the dashboard', async ({
      auth,
      page,
      findJobs,
      jobPage,
      serverJob,
    }, testInfo) => {
      await page.goto('/')
      await screen(page, testInfo, 'home-visitor', /Skilled trades work/)

      const job = await serverJob()
      await auth.signInAndLand(DEMO_USERS.craftsman.email)
      await page.goto('/craftsman-dashboard')
      await screen(page, testInfo, 'dashboard', 'Craftsman Dashboard')

      await findJobs.open()
      // The newest job, posted on the server just before: the list shows synced jobs.
      await expect(page.getByRole('link', { name: job.title }).first()).toBeVisible({
        timeout: 30_000,
      })
      await screen(page, testInfo, 'find-jobs', 'Find Jobs')

      await jobPage.open(job.id, job.title)
      await screen(page, testInfo, 'job', job.title)

      await page.getByRole('button', { name: 'Apply', exact: true }).click()
      const form = page.getByRole('form', { name: 'Apply for this job' })
      await expect(form.getByLabel('Cover letter')).toBeVisible()
      await form.getByLabel('Cover letter').scrollIntoViewIfNeeded()
      await save(page, testInfo, 'apply-form')
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, 'the apply form is wider than the screen').toBeLessThanOrEqual(0)
    })
  })
}
