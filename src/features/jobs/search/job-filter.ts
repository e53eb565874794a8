// Filtering and sorting of the Find Jobs list, in memory over the replica's open jobs: one pass,
// no allocation per job, so 10,000 jobs filter in a few ms.
import type { JobSearch, JobSort } from './job-search.ts'
import { fold, wordPattern } from './text-match.ts'

/** The fields of a job the list filters and sorts on. */
export interface FilterableJob {
  id: string
  title: string
  description: string
  location_city: string
  location_province: string
  trade_specialty: string
  experience_level: string
  work_type: string
  urgency: string
  budget_min: number | null
  budget_max: number | null
  pay_unit: string
  is_featured: boolean
  status: string
  created_at: string
  /** Newest-first sort key (ascending = newest first). */
  sort_desc: string
}

/** Every search word of the query, folded ("Québec roof" -> ["quebec", "roof"]). */
export function searchTerms(query: string | undefined): string[] {
  return query ? fold(query).split(/\s+/).filter(Boolean) : []
}

/** Every word in the title, city or description. Plain loops: no closure per job. */
function matchesTerms(job: FilterableJob, terms: readonly RegExp[]): boolean {
  for (const term of terms) {
    if (!term.test(job.title) && !term.test(job.location_city) && !term.test(job.description))
      return false
  }
  return true
}

function matchesJob(
  job: FilterableJob,
  search: JobSearch,
  terms: readonly RegExp[],
  city: RegExp | null,
): boolean {
  if (search.trade && job.trade_specialty !== search.trade) return false
  if (search.province && job.location_province !== search.province) return false
  if (search.level && job.experience_level !== search.level) return false
  if (search.type && job.work_type !== search.type) return false
  if (search.urgency && job.urgency !== search.urgency) return false
  if (search.featured && !job.is_featured) return false
  if (search.unit && job.pay_unit !== search.unit) return false
  if (city && !city.test(job.location_city)) return false
  // Budget filters compare ranges: the job must overlap what the user asks for.
  if (search.budgetMin !== undefined && (job.budget_max ?? 0) < search.budgetMin) return false
  if (search.budgetMax !== undefined && (job.budget_min ?? Infinity) > search.budgetMax)
    return false
  return terms.length === 0 || matchesTerms(job, terms)
}

const URGENCY_RANK: Record<string, number> = { asap: 0, urgent: 1, normal: 2 }

/**
 * Sorting by pay compares amounts within a unit only: $46 an hour is not less than $6,800 for a
 * contract. Hourly jobs come first (applicants quote an hourly rate), then yearly, then fixed;
 * highest first within each. With the unit filter the list is one unit. Units are a whole
 * multiple apart in the key, more than any amount (at most 999,999,999), so they never mix.
 */
const UNIT_RANK: Record<string, number> = { hourly: 0, yearly: 1, fixed: 2 }
const UNIT_STEP = 1e10
const payKey = (j: FilterableJob) => (UNIT_RANK[j.pay_unit] ?? 3) * UNIT_STEP - (j.budget_max ?? -1)

const byNewest = (a: FilterableJob, b: FilterableJob) =>
  a.sort_desc < b.sort_desc ? -1 : a.sort_desc > b.sort_desc ? 1 : a.id < b.id ? -1 : 1

/** Numeric sort keys per order (ascending); ties keep the newest-first order they come in. */
const sortKeys: Record<
  Exclude<JobSort, 'newest'>,
  { first: (job: FilterableJob) => number; second: (job: FilterableJob) => number }
> = {
  budget_desc: { first: payKey, second: (j) => -(j.budget_min ?? -1) },
  urgent_first: { first: (j) => URGENCY_RANK[j.urgency] ?? 3, second: () => 0 },
}

/**
 * Sorts by precomputed numbers over an index array: thousands of jobs sort in a few ms, where a
 * comparator reading object fields and comparing strings on every tie took tens. Nothing is
 * allocated per job: the full list has just been read, and a minor collection that starts inside
 * the filter copies all of it (13-33 ms in traces of a reload's first filter).
 */
function sortByKeys<T extends FilterableJob>(
  jobs: readonly T[],
  keys: (typeof sortKeys)[keyof typeof sortKeys],
): T[] {
  const n = jobs.length
  const first = new Float64Array(n)
  const second = new Float64Array(n)
  const order = new Uint32Array(n)
  for (let i = 0; i < n; i++) {
    first[i] = keys.first(jobs[i]!)
    second[i] = keys.second(jobs[i]!)
    order[i] = i
  }
  order.sort((x, y) => first[x]! - first[y]! || second[x]! - second[y]! || x - y)
  const sorted = new Array<T>(n)
  for (let i = 0; i < n; i++) sorted[i] = jobs[order[i]!]!
  return sorted
}

/**
 * Open jobs matching the search, sorted. `jobs` is expected newest first already (the replica's
 * index order), so the default sort costs nothing.
 */
export function filterJobs<T extends FilterableJob>(jobs: readonly T[], search: JobSearch): T[] {
  const terms = searchTerms(search.q).map(wordPattern)
  const city = search.city ? wordPattern(fold(search.city)) : null
  const out: T[] = []
  for (const job of jobs) {
    if (job.status === 'open' && matchesJob(job, search, terms, city)) out.push(job)
  }
  if (!isSortedNewest(out)) out.sort(byNewest)
  const sort = search.sort ?? 'newest'
  return sort === 'newest' ? out : sortByKeys(out, sortKeys[sort])
}

function isSortedNewest(jobs: readonly FilterableJob[]): boolean {
  for (let i = 1; i < jobs.length; i++) {
    if (byNewest(jobs[i - 1]!, jobs[i]!) > 0) return false
  }
  return true
}
