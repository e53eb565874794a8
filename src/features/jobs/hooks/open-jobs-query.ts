// Find Jobs' first read: the newest open jobs over the (status, sort_desc) index. Shared by the
// page (useOpenJobs) and the route's loader, which starts it before the page renders.
import { warmQuery, type Repositories } from '@/data/index.ts'

export const PREVIEW_SIZE = 30

export const newestOpenJobs$ = (r: Repositories) => r.jobs.newest$(PREVIEW_SIZE, { status: 'open' })

export function warmOpenJobs(): void {
  warmQuery(newestOpenJobs$)
}
