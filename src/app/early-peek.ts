// Imported first by main.tsx, so it runs before the rest of the entry has evaluated: a reload of
// Find Jobs starts reading its first rows from the replica's storage before the route's loader
// could (issue 8). The loader's peek checks the answer and uses it.
import { prefetchFirstPage } from '@/data/first-page-peek.ts'
import { NEWEST_OPEN_JOBS } from '@/features/jobs/hooks/open-jobs-range.ts'

if (typeof location !== 'undefined' && location.pathname === '/jobs') {
  prefetchFirstPage(NEWEST_OPEN_JOBS)
}
