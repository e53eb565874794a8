// A job the replica does not hold, read from the server for its detail page (a server search
// result opened from Find Jobs). Asked only when `enabled`: online and not on this device. A job
// once found stays shown if the connection drops or a later read fails.
import { useEffect, useState } from 'react'
import type { JobDoc } from '@/db/index.ts'
import { fetchServerJob } from '@/backend/job-search-api.ts'

export interface ServerJob {
  job: JobDoc | null
  /** `idle`: not asked; `missing`: the server has no such job; `error`: no answer. */
  status: 'idle' | 'loading' | 'found' | 'missing' | 'error'
}

const shows = (state: ServerJob & { jobId: string }, jobId: string): boolean =>
  state.jobId === jobId && state.status === 'found'

export function useServerJob(jobId: string, enabled: boolean): ServerJob {
  const [state, setState] = useState<ServerJob & { jobId: string }>({
    jobId,
    job: null,
    status: 'idle',
  })
  useEffect(() => {
    if (!enabled) return
    setState((s) => (shows(s, jobId) ? s : { jobId, job: null, status: 'loading' }))
    const controller = new AbortController()
    void (async () => {
      const outcome = await fetchServerJob(jobId, controller.signal)
      if (controller.signal.aborted) return
      if (!outcome.ok) {
        setState((s) => (shows(s, jobId) ? s : { jobId, job: null, status: 'error' }))
        return
      }
      const { toJobDoc } = await import('../search/server-jobs.ts')
      const job = outcome.value === null ? null : toJobDoc(outcome.value)
      if (!controller.signal.aborted) setState({ jobId, job, status: job ? 'found' : 'missing' })
    })()
    return () => controller.abort()
  }, [jobId, enabled])
  if (shows(state, jobId)) return { job: state.job, status: 'found' }
  if (!enabled) return { job: null, status: 'idle' }
  // Until the effect has asked, the answer is on its way.
  if (state.jobId !== jobId || state.status === 'idle') return { job: null, status: 'loading' }
  return { job: state.job, status: state.status }
}
