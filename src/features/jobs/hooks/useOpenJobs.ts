// Open jobs from the replica for Find Jobs. Two live queries: the newest few over the
// (status, sort_desc) index answer in milliseconds so the first rows paint at once; the full set
// (thousands of documents) follows and is filtered in memory (search/job-filter.ts).
import { useEffect, useState } from 'react'
import { of } from 'rxjs'
import type { JobDoc } from '@/db/index.ts'
import { afterNextPaint } from '@/lib/after-paint.ts'
import { useLiveQuery, useRepositories, type Repositories, loadPhases } from '@/data/shell.ts'
import { newestOpenJobs$, replacePeekedOpenJobs, usePeekedOpenJobs } from './open-jobs-query.ts'

// The last full list per open database, so coming back to Find Jobs shows it at once while the
// replica is read again (a new database after sign-out starts empty: no stale list leaks).
const lastFullList = new WeakMap<Repositories, readonly JobDoc[]>()

export interface OpenJobs {
  jobs: readonly JobDoc[]
  /** True while only the newest few are known. */
  isPartial: boolean
  isLoading: boolean
}

export function useOpenJobs(): OpenJobs {
  const preview = useLiveQuery(newestOpenJobs$, [])
  const peeked = usePeekedOpenJobs()
  const showsPeeked = peeked !== null && preview.data === undefined
  useEffect(() => {
    if (!showsPeeked) return
    return afterNextPaint(loadPhases.peekedRows.mark)
  }, [showsPeeked])
  // The full read (thousands of documents) starts once the first rows have painted, so it does
  // not compete with them for the main thread.
  const [wantAll, setWantAll] = useState(false)
  const hasPreview = preview.data !== undefined
  useEffect(() => {
    // Where first-row time goes (read by tests/bench/jobs.bench.ts).
    if (!hasPreview) return
    performance.mark('jobs-list:data')
    replacePeekedOpenJobs()
  }, [hasPreview])
  useEffect(() => {
    if (!hasPreview || wantAll) return
    return afterNextPaint(() => setWantAll(true))
  }, [hasPreview, wantAll])
  const all = useLiveQuery((r) => (wantAll ? r.jobs.open$() : null), [wantAll])
  const hasAll = all.data !== undefined
  // Released once the full list has rendered (load-phases.ts: fullLoad): the sync worker starts after it.
  useEffect(() => (hasAll ? undefined : loadPhases.fullLoad.hold()), [hasAll])
  const repos = useRepositories()
  useEffect(() => {
    if (all.data && repos) lastFullList.set(repos, all.data)
  }, [all.data, repos])
  if (all.data) return { jobs: all.data, isPartial: false, isLoading: false }
  const cached = repos ? lastFullList.get(repos) : undefined
  if (cached) return { jobs: cached, isPartial: false, isLoading: false }
  if (preview.data) return { jobs: preview.data, isPartial: true, isLoading: false }
  // A reload's rows peeked from the replica's storage while RxDB opens (open-jobs-query.ts).
  if (peeked) return { jobs: peeked, isPartial: true, isLoading: false }
  return { jobs: [], isPartial: true, isLoading: preview.isLoading }
}

/** A job by id (any status) from the replica. */
export function useJob(jobId: string): { job: JobDoc | null; isLoading: boolean } {
  const r = useLiveQuery((repos) => (jobId ? repos.jobs.one$(jobId) : of(null)), [jobId])
  return { job: r.data ?? null, isLoading: r.isLoading }
}
