// Open jobs per province: from the replica when signed in, from the public RPC for visitors.
import { useEffect, useMemo, useState } from 'react'
import { fetchPublicJobCounts, type ProvinceJobCount } from '@/backend/public-job-counts.ts'
import { useOpenJobs } from '@/features/jobs/index.ts'
import { PROVINCES } from '@/lib/validation/index.ts'

export type JobCounts =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; counts: ProvinceJobCount[] }

function usePublicCounts(enabled: boolean): JobCounts {
  const [state, setState] = useState<JobCounts>({ kind: 'loading' })
  useEffect(() => {
    if (!enabled) return
    let live = true
    void fetchPublicJobCounts().then((r) => {
      if (live) setState(r.ok ? { kind: 'ready', counts: r.value } : { kind: 'unavailable' })
    })
    return () => {
      live = false
    }
  }, [enabled])
  return state
}

/** Open jobs per province over a list (all 13, zero included). */
export function countByProvince(
  jobs: ReadonlyArray<{ location_province: string; status: string }>,
): ProvinceJobCount[] {
  const counts = new Map<string, number>(PROVINCES.map((p) => [p, 0]))
  for (const job of jobs) {
    const n = counts.get(job.location_province)
    if (job.status === 'open' && n !== undefined) counts.set(job.location_province, n + 1)
  }
  return PROVINCES.map((province) => ({ province, openJobs: counts.get(province) ?? 0 }))
}

export function useJobCounts(isSignedIn: boolean): JobCounts {
  const remote = usePublicCounts(!isSignedIn)
  const { jobs, isPartial } = useOpenJobs()
  const local = useMemo(() => countByProvince(jobs), [jobs])
  if (!isSignedIn) return remote
  return isPartial ? { kind: 'loading' } : { kind: 'ready', counts: local }
}
