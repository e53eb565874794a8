// Dashboard figures from replica documents (pure, so they are unit tested).
interface App {
  status: string
  created_at: string
}
interface Job {
  status: string
  created_at: string
  trade_specialty: string
  location_province: string
}

export const NEW_JOB_DAYS = 7
const DAY_MS = 86_400_000

export interface CraftsmanFigures {
  openApplications: number
  interviews: number
  accepted: number
  newMatches: number
}

/** Trades and provinces as stored (JSON text lists). */
export function parseTextList(text: string | null | undefined): string[] {
  try {
    const v: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/** Open jobs in one of my trades and provinces (no provinces listed = anywhere). */
export function isMatchingJob(
  job: Job,
  trades: readonly string[],
  provinces: readonly string[],
): boolean {
  return (
    job.status === 'open' &&
    trades.includes(job.trade_specialty) &&
    (provinces.length === 0 || provinces.includes(job.location_province))
  )
}

export function craftsmanFigures(
  applications: readonly App[],
  jobs: readonly Job[],
  profile: { trades: readonly string[]; provinces: readonly string[] },
  now = Date.now(),
): CraftsmanFigures {
  const since = now - NEW_JOB_DAYS * DAY_MS
  return {
    openApplications: applications.filter((a) =>
      ['submitted', 'viewed', 'shortlisted'].includes(a.status),
    ).length,
    interviews: applications.filter((a) => a.status === 'shortlisted').length,
    accepted: applications.filter((a) => a.status === 'accepted').length,
    newMatches: jobs.filter(
      (j) =>
        isMatchingJob(j, profile.trades, profile.provinces) && Date.parse(j.created_at) >= since,
    ).length,
  }
}

export interface CompanyFigures {
  openJobs: number
  /** Applications received in the last 7 days (withdrawn ones left out). */
  newApplicants: number
  /** Applications nobody has answered yet (still submitted). */
  awaitingResponse: number
  /** created_at of the oldest unanswered application, if any. */
  oldestWaitingSince: string | null
}

export function companyFigures(
  jobs: readonly Job[],
  applications: readonly App[],
  now = Date.now(),
): CompanyFigures {
  const since = now - NEW_JOB_DAYS * DAY_MS
  const waiting = applications.filter((a) => a.status === 'submitted')
  const oldest = waiting.reduce<string | null>(
    (min, a) => (min === null || a.created_at < min ? a.created_at : min),
    null,
  )
  return {
    openJobs: jobs.filter((j) => j.status === 'open').length,
    newApplicants: applications.filter(
      (a) => a.status !== 'withdrawn' && Date.parse(a.created_at) >= since,
    ).length,
    awaitingResponse: waiting.length,
    oldestWaitingSince: oldest,
  }
}
