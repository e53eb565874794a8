// Pay units (issue 41): a company posts an hourly job, Ontario's width rule converted to hours
// holds in the form, and the range says "/h" on the job page and on Find Jobs; the unit filter
// keeps only jobs of that unit, in the URL, and sorting by pay stays within a unit.
import { DEMO_USERS, expect, test } from './jobs-fixtures.ts'
import { AuthPage } from '../pages/AuthPage.ts'
import { FIRST_SYNC_MS, FindJobsPage } from '../pages/JobsPages.ts'

test.describe('Pay units', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('an hourly job shows "/h" on its page and on Find Jobs, and the unit filter finds it', async ({
    auth,
    page,
    postJob,
    browser,
  }) => {
    test.setTimeout(180_000)
    await auth.signInAndLand(DEMO_USERS.company.email)
    await postJob.open()
    const title = `Service electrician ${Date.now()}`
    await postJob.field(/^Job title/).fill(title)
    await postJob
      .field(/^Description/)
      .fill(
        'Service calls and panel changes in occupied homes across Ottawa; van and tools supplied.',
      )
    await postJob.choose(/^Trade specialty/, 'Electrical')
    await postJob.choose(/^Experience level/, 'Experienced')
    await postJob.field(/^City/).fill('Ottawa')
    await postJob.choose(/^Province or territory/, 'Ontario')
    await postJob.choose(/^Work type/, 'Part-time')
    await postJob.field(/^Minimum pay/).fill('30')
    await postJob.field(/^Maximum pay/).fill('60')
    await postJob.submit()
    await expect(postJob.error('Please select a pay unit')).toHaveCount(1)

    // An hourly "rate" of $45,000 is a salary in the wrong unit.
    await postJob.payUnit('Hourly')
    await postJob.field(/^Minimum pay/).fill('44990')
    await postJob.field(/^Maximum pay/).fill('45000')
    await postJob.submit()
    await expect(
      postJob.error(
        'An hourly rate above $200 looks like a yearly salary or a contract total: choose that pay unit',
      ),
    ).toHaveCount(1)

    // $30 wide an hour is $62,400 a year: over Ontario's $50,000.
    await postJob.field(/^Minimum pay/).fill('30')
    await postJob.field(/^Maximum pay/).fill('60')
    await postJob.submit()
    await expect(
      postJob.error(
        'Ontario postings: an hourly range may be at most $24 wide ($50,000 a year at 2,080 hours)',
      ),
    ).toHaveCount(1)
    await postJob.field(/^Minimum pay/).fill('38')
    await postJob.field(/^Maximum pay/).fill('46')
    await postJob.submit()
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(page.getByLabel('Job facts')).toContainText('$38–$46 /h')
    await expect(page.locator('[data-sync-state]')).toHaveText('Published', { timeout: 15_000 })

    // A craftsman's Find Jobs: the card says "/h"; the unit filter keeps it for Hourly only.
    const other = await browser.newContext()
    const craftsman = await other.newPage()
    await new AuthPage(craftsman).signInAndLand(DEMO_USERS.craftsman.email)
    const find = new FindJobsPage(craftsman)
    await find.open()
    await find.search().fill(title)
    await expect(find.results()).toHaveCount(1, { timeout: FIRST_SYNC_MS })
    await expect(find.results().first()).toContainText('$38–$46 /h')
    await find.filter('Pay unit', 'Yearly')
    await expect(craftsman).toHaveURL(/unit=yearly/)
    await expect(find.results()).toHaveCount(0)
    await find.filter('Pay unit', 'Hourly')
    await expect(find.results()).toHaveCount(1)
    await find.openJob(title)
    await expect(craftsman.getByLabel('Job facts')).toContainText('$38–$46 /h')
    await other.close()
  })

  test('the unit filter and sorting by pay stay within one unit', async ({
    auth,
    page,
    findJobs,
    serverJob,
  }) => {
    test.setTimeout(120_000)
    // Yearly jobs of its own: other specs close and fill the seeded ones as they run.
    for (const salary of [61_000, 72_000, 83_000, 94_000, 105_000]) {
      await serverJob({ pay_unit: 'yearly', budget_min: salary, budget_max: salary + 9_000 })
    }
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await findJobs.open('?unit=yearly&sort=budget_desc')
    await expect(findJobs.filterBox('Pay unit').locator('option:checked')).toHaveText('Yearly')
    const rows = findJobs.results()
    await expect(rows.nth(4)).toBeVisible({ timeout: FIRST_SYNC_MS })
    const pays = await rows.locator('p', { hasText: /^\$/ }).allTextContents()
    expect(pays.length).toBeGreaterThan(4)
    for (const pay of pays) expect(pay).toMatch(/^\$[\d,]+–\$[\d,]+ \/yr$/)
    // Highest first: each maximum at most the one before.
    const maxima = pays.map((pay) => Number(pay.split('–$')[1]!.replace(/\D/g, '')))
    expect(maxima).toEqual([...maxima].sort((a, b) => b - a))

    // Without a unit, hourly jobs come first and the list says so.
    await findJobs.filter('Pay unit', 'Any')
    await expect(page).not.toHaveURL(/unit=/)
    await expect(page.getByText('Hourly first, then yearly, then fixed')).toBeVisible()
    await expect(rows.first()).toContainText('/h')
  })
})
