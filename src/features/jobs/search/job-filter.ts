// Filtering and sorting of the Find Jobs list, in memory over the replica's open jobs: one pass,
// no allocation per job beyond a cached lower-case haystack, so 10,000 jobs filter in a few ms.
import type { JobSearch, JobSort } from './job-search.ts'

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
  is_featured: boolean
  status: string
  created_at: string
  /** Newest-first sort key (ascending = newest first). */
  sort_desc: string
}

const haystacks = new WeakMap<object, string>()

/** Lower-case, accent-free text for search ("Québec" matches "quebec"). */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  // Most job text has no accented letter (dashes and quotes do not count); the rest is folded
  // letter by letter from a table, not by decomposing the whole text (Quebec jobs made the first
  // search over 10,000 jobs spend most of its time in String.normalize).
  if (!ACCENTED.test(lower)) return lower
  return lower.replace(ACCENTED_ALL, baseLetter)
}

// Latin-1 Supplement letters, Latin Extended-A/B, Latin Extended Additional, combining marks.
const ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]|[\u0300-\u036f]/
const ACCENTED_ALL = new RegExp(ACCENTED.source, 'g')
const MARKS = /\p{M}/gu
const bases = new Map<string, string>()

function baseLetter(letter: string): string {
  let base = bases.get(letter)
  if (base === undefined) {
    base = letter.normalize('NFD').replace(MARKS, '')
    bases.set(letter, base)
  }
  return base
}

/**
 * Builds the search text of many jobs in small slices between frames, so the first keystroke in
 * the search box does not pay for 10,000 of them at once. Returns a function that stops it.
 */
export function prepareSearch(jobs: readonly FilterableJob[], slice = 500): () => void {
  let i = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = () => {
    const end = Math.min(i + slice, jobs.length)
    for (; i < end; i++) haystackOf(jobs[i]!)
    if (i < jobs.length) timer = setTimeout(step, 0)
  }
  timer = setTimeout(step, 0)
  return () => clearTimeout(timer)
}

function haystackOf(job: FilterableJob): string {
  let h = haystacks.get(job)
  if (h === undefined) {
    h = fold(`${job.title}\n${job.location_city}\n${job.description}`)
    haystacks.set(job, h)
  }
  return h
}

/** Every word of the query must appear in the title, city or description. */
export function searchTerms(query: string | undefined): string[] {
  return query ? fold(query).split(/\s+/).filter(Boolean) : []
}

/** A search word, and a case-insensitive pattern for it when it is plain ASCII. */
interface Term {
  folded: string
  ascii: RegExp | null
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g

function compileTerms(terms: readonly string[]): Term[] {
  return terms.map((folded) => ({
    folded,
    // eslint-disable-next-line no-control-regex
    ascii: /^[\x00-\x7f]+$/.test(folded) ? new RegExp(folded.replace(ESCAPE, '\\$&'), 'i') : null,
  }))
}

/**
 * Every term in the title, city or description. A job whose folded text is not built yet and
 * whose text has no accented letter is searched as it is, case-insensitively: the first search
 * over 10,000 jobs then builds no lower-case copy of megabytes of text. Plain loops, no closure
 * per job (see sortByKeys on garbage).
 */
function matchesTerms(job: FilterableJob, terms: readonly Term[], allAscii: boolean): boolean {
  const h = haystacks.get(job)
  const plain =
    h === undefined &&
    allAscii &&
    !ACCENTED.test(job.title) &&
    !ACCENTED.test(job.location_city) &&
    !ACCENTED.test(job.description)
  if (!plain) {
    const text = h ?? haystackOf(job)
    for (const t of terms) if (!text.includes(t.folded)) return false
    return true
  }
  for (const { ascii } of terms) {
    if (!ascii!.test(job.title) && !ascii!.test(job.location_city) && !ascii!.test(job.description))
      return false
  }
  return true
}

function matchesJob(
  job: FilterableJob,
  search: JobSearch,
  terms: readonly Term[],
  allAscii: boolean,
): boolean {
  if (search.trade && job.trade_specialty !== search.trade) return false
  if (search.province && job.location_province !== search.province) return false
  if (search.level && job.experience_level !== search.level) return false
  if (search.type && job.work_type !== search.type) return false
  if (search.urgency && job.urgency !== search.urgency) return false
  if (search.featured && !job.is_featured) return false
  if (search.city && !fold(job.location_city).includes(fold(search.city))) return false
  // Budget filters compare ranges: the job must overlap what the user asks for.
  if (search.budgetMin !== undefined && (job.budget_max ?? 0) < search.budgetMin) return false
  if (search.budgetMax !== undefined && (job.budget_min ?? Infinity) > search.budgetMax)
    return false
  return terms.length === 0 || matchesTerms(job, terms, allAscii)
}

const URGENCY_RANK: Record<string, number> = { asap: 0, urgent: 1, normal: 2 }

const byNewest = (a: FilterableJob, b: FilterableJob) =>
  a.sort_desc < b.sort_desc ? -1 : a.sort_desc > b.sort_desc ? 1 : a.id < b.id ? -1 : 1

/** Numeric sort keys per order (ascending); ties keep the newest-first order they come in. */
const sortKeys: Record<
  Exclude<JobSort, 'newest'>,
  { first: (job: FilterableJob) => number; second: (job: FilterableJob) => number }
> = {
  budget_desc: { first: (j) => -(j.budget_max ?? -1), second: (j) => -(j.budget_min ?? -1) },
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
  const terms = compileTerms(searchTerms(search.q))
  const allAscii = terms.every((t) => t.ascii)
  const out: T[] = []
  for (const job of jobs) {
    if (job.status === 'open' && matchesJob(job, search, terms, allAscii)) out.push(job)
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
