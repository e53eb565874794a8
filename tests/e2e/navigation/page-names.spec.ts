// Pages at an id are named for what they show (issue 41): the breadcrumb reads "Find Jobs / <the
// job's title>" instead of "Find Jobs / 10b00000-…", and the document title names the job or the
// person, so tabs, history and screen readers tell them apart.
import { DEMO_USERS, expect, test } from '../jobs/jobs-fixtures.ts'

/** The page's title, after the count of unread messages the demo craftsman may have ("(3) "). */
const titled = (text: string) =>
  new RegExp(`^(?:\\(\\d+\\) )?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

test.describe('pages at an id', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 90_000 })

  test("a job's page: the breadcrumb and the title carry the job's title", async ({
    auth,
    page,
    jobPage,
    serverJob,
    shell,
  }) => {
    const job = await serverJob()
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await jobPage.open(job.id, job.title)
    const crumbs = shell.breadcrumb()
    await expect(crumbs.getByRole('link', { name: 'Find Jobs' })).toBeVisible()
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(job.title)
    await expect(crumbs).not.toContainText(job.id)
    await expect(page).toHaveTitle(titled(`${job.title} · CraftLink`))

    // Back on a page without an id, the title is the page's again.
    await crumbs.getByRole('link', { name: 'Find Jobs' }).click()
    await expect(page).toHaveTitle(titled('Find Jobs · CraftLink'))
  })

  test("a member's page: the person's name", async ({ auth, page, shell }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto(`/profile/${DEMO_USERS.company.id}`)
    const crumbs = shell.breadcrumb()
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Priya Sharma', {
      timeout: 30_000,
    })
    await expect(crumbs).not.toContainText(DEMO_USERS.company.id)
    await expect(page).toHaveTitle(titled('Priya Sharma · CraftLink'))
  })
})
