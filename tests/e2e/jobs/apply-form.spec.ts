// What the apply form and My Portfolio tell a newcomer (issue 41): required fields are marked
// before submitting, the toast says where the application is until the server has it, and
// delivered applications show their real status instead of "Received by the company".
import { waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { DEMO_USERS, daysAhead, expect, test } from './jobs-fixtures.ts'

const SAVED_OFFLINE = 'Application saved on this device. It will be sent when you are back online.'

test.describe('the apply form', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 120_000 })

  test('marks its required fields before submit', async ({ auth, page, jobPage, serverJob }) => {
    const job = await serverJob()
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await jobPage.open(job.id, job.title)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    const form = page.getByRole('form', { name: 'Apply for this job' })
    const required = ['Cover letter', 'Hourly rate (CAD)', 'Relevant experience', 'Available from']
    for (const label of required) {
      await expect(form.getByLabel(label), label).toHaveAttribute('required', '')
      await expect(form.locator('label').filter({ hasText: label }), label).toContainText('*')
    }
    for (const label of ['Portfolio link', 'Estimated hours']) {
      await expect(form.getByLabel(label), label).not.toHaveAttribute('required')
      await expect(form.locator('label').filter({ hasText: label }), label).not.toContainText('*')
    }
  })

  test("says the job's pay in the rate's terms, and a contract's total as it is typed", async ({
    auth,
    page,
    jobPage,
    serverJob,
  }) => {
    const contract = await serverJob({ pay_unit: 'fixed', budget_min: 8000, budget_max: 12000 })
    const salaried = await serverJob({
      work_type: 'full_time',
      pay_unit: 'yearly',
      budget_min: 72_000,
      budget_max: 88_000,
    })
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    const form = page.getByRole('form', { name: 'Apply for this job' })

    await jobPage.open(contract.id, contract.title)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(form.getByLabel('Hourly rate (CAD)')).toHaveAccessibleDescription(
      'The job pays $8,000–$12,000 /contract: add your estimated hours and the company sees your total.',
    )
    await form.getByLabel('Hourly rate (CAD)').fill('58')
    await expect(form.getByTestId('rate-quote')).toHaveText('')
    await form.getByLabel('Estimated hours').fill('160')
    await expect(form.getByTestId('rate-quote')).toHaveText(
      'Your quote: $9,280.00 ($58.00/h × 160 h)',
    )

    await jobPage.open(salaried.id, salaried.title)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(form.getByLabel('Hourly rate (CAD)')).toHaveAccessibleDescription(
      'The job pays $72,000–$88,000 /yr: $35–$42 an hour at 2,080 hours a year.',
    )
    await expect(form.getByTestId('rate-quote')).toHaveCount(0)
  })

  test('offline: "saved on this device" until the server has it, then "Application sent."', async ({
    auth,
    page,
    jobPage,
    serverJob,
    shell,
  }) => {
    const job = await serverJob()
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await jobPage.open(job.id, job.title)
    await waitForOfflineReady(page)
    await page.context().setOffline(true)
    await jobPage.apply({
      coverLetter:
        'Red Seal 309A since 2015; I have done over forty service upgrades in Laval with ESA sign-off.',
      rate: '58',
      experience: 'Residential service upgrades, panel swaps, permits',
      availableFrom: daysAhead(6),
    })
    await expect(shell.toast(SAVED_OFFLINE)).toBeVisible()
    await expect(shell.toast('Application sent.')).toHaveCount(0)
    await expect(jobPage.delivery()).toHaveAttribute('data-sync-state', 'local')

    await page.context().setOffline(false)
    await expect(shell.toast('Application sent.')).toBeVisible({ timeout: 30_000 })
    await expect(jobPage.delivery()).toHaveText('Received by the company')
  })
})

test.describe('My Portfolio', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('shows withdrawn and declined applications as such', async ({ auth, page }) => {
    test.setTimeout(90_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto('/my-work')
    const group = (status: string) => page.locator(`[data-group="${status}"]`)
    await expect(group('withdrawn').locator('[data-sync-state]')).toHaveText('Withdrawn', {
      timeout: 30_000,
    })
    await expect(group('rejected').locator('[data-sync-state]')).toHaveText('Not selected')
    await expect(group('submitted').locator('[data-sync-state]').first()).toHaveText(
      'Received by the company',
    )
  })
})
