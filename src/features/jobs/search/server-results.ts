// Find Jobs' server results beside the replica's: which search goes to the server, how its pages
// add up, and which of its jobs the page shows (those not saved on this device). Pure functions.
import type { ServerJobQuery } from '@/backend/job-search-api.ts'
import { activeFilterCount, type JobSearch } from './job-search.ts'

/** Only a search reaches the server: the plain list is the device's own. */
export function isServerSearch(search: JobSearch): boolean {
  return (search.q ?? '').trim() !== '' || activeFilterCount(search) > 0
}

/** The page's search as search-jobs takes it (blank and unset values left out). */
export function toServerQuery(search: JobSearch): ServerJobQuery {
  const query: ServerJobQuery = {
    query: search.q?.trim() || undefined,
    trade: search.trade,
    province: search.province,
    city: search.city?.trim() || undefined,
    experienceLevel: search.level,
    workType: search.type,
    urgency: search.urgency,
    budgetMin: search.budgetMin,
    budgetMax: search.budgetMax,
    featuredOnly: search.featured,
    payUnit: search.unit,
  }
  for (const key of Object.keys(query) as Array<keyof ServerJobQuery>) {
    if (query[key] === undefined) delete query[key]
  }
  return query
}

/** One string per distinct server search, so a new sort or a retyped word does not re-ask. */
export function serverSearchKey(search: JobSearch): string {
  return JSON.stringify(toServerQuery(search))
}

/** The pages so far plus the next one, each job once (a job edited between pages may repeat). */
export function appendPage<T extends { id: string }>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((job) => job.id))
  const out = [...shown]
  for (const job of page) {
    if (seen.has(job.id)) continue
    seen.add(job.id)
    out.push(job)
  }
  return out
}

/** The server's jobs that the replica does not hold: the replica's copy is the one to show. */
export function notOnDevice<T extends { id: string }>(
  serverJobs: readonly T[],
  onDevice: ReadonlySet<string>,
): T[] {
  return serverJobs.filter((job) => !onDevice.has(job.id))
}
