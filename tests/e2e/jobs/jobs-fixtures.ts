// The jobs specs' additions: page models and jobs written on the server as a company would.
import { DEMO_USERS, expect, test as base } from '../auth/auth-fixtures.ts'
import { FindJobsPage, JobManagementPage, JobPage, PostJobPage } from '../pages/JobsPages.ts'

export interface PostedJob {
  id: string
  title: string
}

export const test = base.extend<{
  findJobs: FindJobsPage
  jobPage: JobPage
  postJob: PostJobPage
  management: JobManagementPage
  /** Inserts an open job owned by the demo company (what another device would have posted). */
  serverJob: (over?: Record<string, unknown>) => Promise<PostedJob>
}>({
  findJobs: async ({ page }, use) => use(new FindJobsPage(page)),
  jobPage: async ({ page }, use) => use(new JobPage(page)),
  postJob: async ({ page }, use) => use(new PostJobPage(page)),
  management: async ({ page }, use) => use(new JobManagementPage(page)),
  serverJob: async ({ server }, use) => {
    await use(async (over = {}) => {
      const id = crypto.randomUUID()
      const title = `Service upgrade ${id.slice(0, 8)}`
      await server.insert('jobs', {
        id,
        owner_id: DEMO_USERS.company.id,
        title,
        description:
          'Upgrade a 100 A service to 200 A in a Laval bungalow, permit and ESA inspection included.',
        trade_specialty: 'electrical',
        experience_level: 'experienced',
        location_city: 'Laval',
        location_province: 'Quebec',
        work_type: 'contract',
        budget_min: 4000,
        budget_max: 6000,
        ...over,
      })
      return { id, title }
    })
  },
})

export { expect, DEMO_USERS }

/** A date some days ahead, YYYY-MM-DD. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
