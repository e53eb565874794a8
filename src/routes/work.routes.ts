import { createRoute } from '@tanstack/react-router'
import { pageRoute } from './page-route.ts'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
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

export const workRoutes = [
  pageRoute('/onboarding', 'Onboarding'),
  pageRoute('/jobs', 'Jobs'),
  jobDetailRoute,
  pageRoute('/post-job', 'PostJob'),
  pageRoute('/job-management', 'JobManagement'),
  pageRoute('/crew-formation', 'CrewFormation'),
  pageRoute('/my-work', 'Portfolio'),
  pageRoute('/portfolio', 'Portfolio'),
  pageRoute('/craftsman-dashboard', 'CraftsmanDashboard'),
  pageRoute('/company-dashboard', 'CompanyDashboard'),
  pageRoute('/company-register', 'CompanyRegister'),
  pageRoute('/craftsman-register', 'CraftsmanRegister'),
] as const
