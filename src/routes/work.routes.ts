import { createRoute } from '@tanstack/react-router'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { parseJobSearch } from '@/features/jobs/search/job-search.ts'
import { parseIdParam } from './search-schemas.ts'

export const jobDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jobs/$jobId',
  params: {
    parse: (raw: Record<string, string>) => ({ jobId: parseIdParam(raw.jobId) }),
    stringify: (p: { jobId: string }) => ({ jobId: p.jobId }),
  },
  component: pages.JobDetail,
})

/** Find Jobs: filters and sort live in the URL (shareable, bookmarkable). */
export const jobsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jobs',
  validateSearch: parseJobSearch,
  // The list's first read starts with the navigation, not after the page's first render. Its
  // code comes with a member's (src/app/member.ts): a visitor's first load leaves it out.
  loader: () => {
    void import('@/features/jobs/hooks/open-jobs-query.ts').then((m) => m.warmOpenJobs())
  },
  // On a reload its first rows are peeked from storage and painted before the replica opens.
  staticData: { paintsPeekedRows: true },
  component: pages.Jobs,
})

export const workRoutes = [jobsRoute, jobDetailRoute] as const
