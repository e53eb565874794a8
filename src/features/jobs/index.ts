// Public surface of the jobs feature for other features (dashboards, home). Pages are loaded
// lazily by the route tree straight from ./pages.
export { useUserId } from './hooks/useUserId.ts'
export { useOpenJobs } from './hooks/useOpenJobs.ts'
export { JobCard } from './components/JobCard.tsx'
export { timeAgo, formatDay, formatMoney } from './format.ts'
