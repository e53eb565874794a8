// Jobs, the dashboards, onboarding and registering as a craftsman or company.
import type { PageDecl } from '../page-registry.ts'

export const WORK_PAGES = [
  {
    page: 'Onboarding',
    path: '/onboarding',
    title: 'onboarding',
    duringOnboarding: true,
    palette: { category: 'gettingStarted', triggers: ['setup', 'start'] },
  },
  {
    page: 'Jobs',
    path: '/jobs',
    title: 'jobs',
    customRoute: true,
    palette: { category: 'jobs', triggers: ['find', 'work', 'browse', 'search'], priority: 6 },
    nav: [{ group: 'jobs', label: 'findJobs', order: 1 }],
  },
  { page: 'JobDetail', path: '/jobs/$jobId', title: 'jobDetail', customRoute: true },
  {
    page: 'PostJob',
    path: '/post-job',
    title: 'postJob',
    audience: 'hiring',
    palette: { category: 'jobs', triggers: ['hire', 'new job', 'post'] },
    nav: [{ group: 'jobs', label: 'postJob', order: 2 }],
  },
  {
    page: 'JobManagement',
    path: '/job-management',
    title: 'jobManagement',
    audience: 'hiring',
    palette: { category: 'jobs', triggers: ['applicants', 'manage'] },
    nav: [{ group: 'jobs', label: 'jobManagement', order: 3 }],
  },
  {
    page: 'CrewFormation',
    path: '/crew-formation',
    title: 'crewFormation',
    palette: { category: 'jobs', triggers: ['crew', 'team'] },
    nav: [{ group: 'jobs', label: 'teamFormation', order: 4 }],
  },
  {
    page: 'Portfolio',
    path: '/my-work',
    aliases: ['/portfolio'],
    title: 'portfolio',
    palette: { category: 'jobs', triggers: ['portfolio', 'applications', 'my work'] },
    nav: [{ group: 'jobs', label: 'myPortfolio', order: 5, to: '/portfolio' }],
  },
  {
    page: 'CompanyRegister',
    path: '/company-register',
    title: 'companyRegister',
    palette: { category: 'business', triggers: ['register', 'company'] },
    nav: [{ group: 'business', label: 'registerCompany', order: 1 }],
  },
  {
    page: 'CraftsmanRegister',
    path: '/craftsman-register',
    title: 'craftsmanRegister',
    palette: { category: 'gettingStarted', triggers: ['join', 'register'] },
  },
  {
    page: 'CraftsmanDashboard',
    path: '/craftsman-dashboard',
    title: 'craftsmanDashboard',
    audience: 'working',
    palette: { category: 'general', triggers: ['dashboard'] },
  },
  {
    page: 'CompanyDashboard',
    path: '/company-dashboard',
    title: 'companyDashboard',
    audience: 'hiring',
    palette: { category: 'general', triggers: ['dashboard'] },
  },
] as const satisfies readonly PageDecl[]
