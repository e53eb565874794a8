// A company posts a job: every validation message once, then success; the craftsman finds it.
import { DEMO_USERS, expect, test } from './jobs-fixtures.ts'
import { AuthPage } from '../pages/AuthPage.ts'
import { FIRST_SYNC_MS, FindJobsPage, JobManagementPage } from '../pages/JobsPages.ts'

test.describe('Post a Job', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  // Issue 39: the pay range was checked only once every other field was valid.
  test('flags a minimum above the maximum together with the empty title', async ({
    auth,
    postJob,
  }) => {
    await auth.signInAndLand(DEMO_USERS.company.email)
    await postJob.open()
    await postJob.field(/^Minimum pay/).fill('5000')
    await postJob.field(/^Maximum pay/).fill('4000')
    await postJob.submit()
    await expect(postJob.field(/^Job title/)).toHaveAccessibleDescription(
      /Text must be at least 5 characters/,
    )
    await expect(postJob.field(/^Maximum pay/)).toHaveAccessibleDescription(
      /Maximum budget must be greater than minimum budget/,
    )
  })

  // The form was swapped for "no permission" while the company's roles were still arriving, and
  // swapped back once they came: what had been typed was gone.
  test('keeps what was typed while the roles are still arriving', async ({
    auth,
    page,
    postJob,
    shell,
  }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    // Holds the replica's pull of user_roles (ordered by _modified), not the role switcher's read.
    await page.route(/\/rest\/v1\/user_roles\?.*_modified/, async (route) => {
      await released
      await route.continue()
    })
    await auth.signInAndLand(DEMO_USERS.company.email)
    await postJob.open()
    await postJob.field(/^Job title/).fill('Roles still arriving')
    release()
    await expect(shell.syncStatus()).toHaveText('Online', { timeout: 60_000 })
    await expect(postJob.field(/^Job title/)).toHaveValue('Roles still arriving')
    await expect(page.getByText(/Only company accounts can post jobs/)).toHaveCount(0)
  })

  test('shows each rule once, posts, and the job reaches Find Jobs for the craftsman', async ({
    auth,
    page,
    postJob,
    browser,
  }) => {
    test.setTimeout(180_000)
    await auth.signInAndLand(DEMO_USERS.company.email)
    await postJob.open()
    await postJob.submit()
    for (const message of [
      'Text must be at least 5 characters',
      'Content must be at least 50 characters',
      'Please select a valid trade specialty',
      'Please select an experience level',
      'Text must be at least 2 characters',
      'Please select a valid Canadian province',
      'Please select a work type',
      'Please select a pay unit',
    ]) {
      await expect(postJob.error(message)).toHaveCount(1)
    }
    await expect(postJob.error('This field is required')).toHaveCount(2)

    const title = `Red Seal electrician ${Date.now()}`
    await postJob.field(/^Job title/).fill(title)
    await postJob
      .field(/^Description/)
      .fill(
        'Rough-in and finish for a six-unit townhouse build in Kanata; CSA Z462 training required.',
      )
    await postJob.choose(/^Trade specialty/, 'Electrical')
    await postJob.choose(/^Experience level/, 'Experienced')
    await postJob.field(/^City/).fill('Ottawa')
    await postJob.choose(/^Province or territory/, 'Ontario')
    await postJob.choose(/^Work type/, 'Contract')
    await postJob.payUnit('Fixed for the contract')
    await postJob.field(/^Minimum pay/).fill('12.5')
    await postJob.field(/^Maximum pay/).fill('9000')
    await postJob.submit()
    await expect(postJob.error('Please enter a valid budget amount')).toHaveCount(1)

    await postJob.field(/^Minimum pay/).fill('10000')
    await postJob.submit()
    await expect(postJob.error('Maximum budget must be greater than minimum budget')).toHaveCount(1)

    await postJob.field(/^Maximum pay/).fill('70000')
    await postJob.submit()
    await expect(
      postJob.error('Ontario postings: the range may be at most $50,000 wide'),
    ).toHaveCount(1)

    // The toast says "posted" only once the server has the job: the worker's push is held.
    let held: Promise<void> | null = null
    let release = () => {}
    const holdPushes = () => {
      held = new Promise<void>((resolve) => (release = resolve)).then(() => {
        held = null
      })
    }
    await page.route(/\/rest\/v1\/jobs(\?|$)/, async (route) => {
      if (route.request().method() !== 'GET' && held) await held
      await route.continue()
    })
    holdPushes()
    await postJob.field(/^Maximum pay/).fill('58000')
    await postJob.submit()
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(page.getByText('Job saved on this device. Publishing it now…')).toBeVisible()
    // A push is a moment away online: had it been let through, it would have landed by now.
    await page.waitForTimeout(1_000)
    await expect(page.getByText('Job posted.')).toHaveCount(0)
    release()
    await expect(page.getByText('Job posted.')).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('[data-sync-state]')).toHaveText('Published', { timeout: 15_000 })

    // The craftsman's replica receives it through sync.
    const other = await browser.newContext()
    const craftsman = await other.newPage()
    await new AuthPage(craftsman).signInAndLand(DEMO_USERS.craftsman.email)
    const find = new FindJobsPage(craftsman)
    await find.open()
    await find.search().fill(title)
    await expect(find.results()).toHaveCount(1, { timeout: FIRST_SYNC_MS })
    await expect(find.results().first()).toContainText('Ottawa, Ontario')
    await other.close()

    // An edit, too, is "published" only once the server has it.
    const manage = new JobManagementPage(page)
    await manage.open()
    await manage.job(title).getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('dialog').getByLabel(/^City/).fill('Kanata')
    holdPushes()
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Changes saved on this device. Sending them now…')).toBeVisible()
    await page.waitForTimeout(1_000)
    await expect(page.getByText('Changes published.')).toHaveCount(0)
    release()
    await expect(page.getByText('Changes published.')).toBeVisible({ timeout: 15_000 })
  })
})
