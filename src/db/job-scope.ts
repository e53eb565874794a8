// What a device keeps of the national job board (SPEC SYNC-SCOPE-1): the region (provinces, and
// trades when named), the user's own, applied-to and saved jobs (pins), and the newest jobs
// anywhere. The server's pull_jobs applies the same rules; these are the device's side of them.
import { parseJsonList } from './fields.ts'

/** Newest jobs anywhere a device keeps besides its region: enough to browse offline. */
export const JOBS_NEWEST_ELSEWHERE = 500

export interface JobScope {
  provinces: readonly string[]
  /** Empty: every trade of the provinces. */
  trades: readonly string[]
  newest: number
}

type Row = Record<string, unknown>

export interface ScopeSources {
  /** The user's choice in Settings (job_scope_preferences), when made. */
  preference?: Row | null
  craftsman?: Row | null
  company?: Row | null
}

const sorted = (xs: readonly string[]) => [...new Set(xs)].sort()

/** The user's choice if any, else a craftsman's service provinces and trades, else a company's
 * province and trades hired; a new account without either keeps the newest jobs and its pins. */
export function scopeFrom(src: ScopeSources, newest = JOBS_NEWEST_ELSEWHERE): JobScope {
  const pref = src.preference
  if (pref && parseJsonList(pref['provinces']).length > 0) {
    return {
      provinces: sorted(parseJsonList(pref['provinces'])),
      trades: sorted(parseJsonList(pref['trades'])),
      newest,
    }
  }
  const provinces = [
    ...parseJsonList(src.craftsman?.['service_provinces']),
    ...(typeof src.company?.['province'] === 'string' ? [src.company['province']] : []),
  ]
  const trades = [
    ...parseJsonList(src.craftsman?.['trades']),
    ...parseJsonList(src.company?.['trades_hired']),
  ]
  return { provinces: sorted(provinces), trades: provinces.length ? sorted(trades) : [], newest }
}

/** Stored with the pull checkpoint: a checkpoint reached under another scope is not used. */
export function scopeKey(s: JobScope): string {
  return JSON.stringify([s.provinces, s.trades, s.newest])
}

export function inRegion(s: JobScope, job: Row): boolean {
  if (!s.provinces.includes(String(job['location_province']))) return false
  return s.trades.length === 0 || s.trades.includes(String(job['trade_specialty']))
}

/** The jobs the device keeps whatever the region. */
export interface Pins {
  userId: string
  organizations: ReadonlySet<string>
  jobIds: ReadonlySet<string>
}

export function isPinned(p: Pins, job: Row): boolean {
  return (
    job['owner_id'] === p.userId ||
    (typeof job['organization_id'] === 'string' && p.organizations.has(job['organization_id'])) ||
    p.jobIds.has(String(job['id']))
  )
}

/** Newest first, as pull_jobs ranks "the newest anywhere": created_at, then id. */
export function newerFirst(a: Row, b: Row): number {
  const ca = Date.parse(String(a['created_at']))
  const cb = Date.parse(String(b['created_at']))
  if (ca !== cb) return cb - ca
  return String(b['id']) < String(a['id']) ? -1 : String(b['id']) > String(a['id']) ? 1 : 0
}

/** Local jobs outside the scope: not in the region, not pinned, and older than the newest
 * `scope.newest` the device holds. */
export function outOfScope(s: JobScope, pins: Pins, jobs: readonly Row[]): Row[] {
  const ranked = [...jobs].sort(newerFirst)
  return ranked.filter((job, rank) => rank >= s.newest && !inRegion(s, job) && !isPinned(pins, job))
}
