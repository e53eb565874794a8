// Find Jobs' server search (issue 28): the page's search, sent to search-jobs once typing pauses.
// A newer search or leaving the page cancels the request in flight, so a late answer to an old
// search never replaces a newer one. Pages add up with "Load more" (keyset cursor).
import { useCallback, useEffect, useRef, useState } from 'react'
import type { JobDoc } from '@/db/index.ts'
import {
  searchServerJobs,
  type SearchCursor,
  type ServerJobQuery,
} from '@/backend/job-search-api.ts'
import type { JobSearch } from '../search/job-search.ts'
import { appendPage, serverSearchKey } from '../search/server-results.ts'

export const SERVER_SEARCH_DELAY_MS = 300
const PAGE_SIZE = 20

export interface ServerJobSearch {
  /** `idle`: not asked (offline, or no search); `error`: the server did not answer. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  jobs: readonly JobDoc[]
  hasMore: boolean
  isLoadingMore: boolean
  /** The last "Load more" failed; the pages so far stay. */
  moreFailed: boolean
  loadMore: () => void
}

interface State {
  key: string
  status: ServerJobSearch['status']
  jobs: readonly JobDoc[]
  next: SearchCursor | null
  isLoadingMore: boolean
  moreFailed: boolean
}

const idle = (key: string): State => ({
  key,
  status: 'idle',
  jobs: [],
  next: null,
  isLoadingMore: false,
  moreFailed: false,
})

async function fetchPage(query: ServerJobQuery, signal: AbortSignal) {
  const outcome = await searchServerJobs({ ...query, limit: PAGE_SIZE }, signal)
  if (!outcome.ok) return outcome
  // The row parser (and the job collection definition it uses) loads with the first answer.
  const { toJobDocs } = await import('../search/server-jobs.ts')
  return { ok: true as const, jobs: toJobDocs(outcome.value.jobs), next: outcome.value.next }
}

/** The server's answer to `search`; nothing is asked while `enabled` is false. */
export function useServerJobSearch(search: JobSearch, enabled: boolean): ServerJobSearch {
  // The key is the query as the server sees it, so the effects below depend on its value only.
  const key = serverSearchKey(search)
  const [state, setState] = useState<State>(() => idle(key))
  const more = useRef<AbortController | null>(null)

  useEffect(() => {
    more.current?.abort()
    if (!enabled) {
      setState(idle(key))
      return
    }
    setState({ ...idle(key), status: 'loading' })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void fetchPage(JSON.parse(key) as ServerJobQuery, controller.signal).then((page) => {
        if (controller.signal.aborted) return
        setState(
          page.ok
            ? { ...idle(key), status: 'ready', jobs: page.jobs, next: page.next }
            : { ...idle(key), status: 'error' },
        )
      })
    }, SERVER_SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, enabled])

  useEffect(() => () => more.current?.abort(), [])

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.next || state.isLoadingMore) return
    const controller = new AbortController()
    more.current = controller
    const { key: at, next } = state
    setState((s) => ({ ...s, isLoadingMore: true, moreFailed: false }))
    const query = JSON.parse(at) as ServerJobQuery
    void fetchPage({ ...query, after: next }, controller.signal).then((page) => {
      if (controller.signal.aborted) return
      setState((s) => {
        if (s.key !== at) return s
        if (!page.ok) return { ...s, isLoadingMore: false, moreFailed: true }
        return { ...s, jobs: appendPage(s.jobs, page.jobs), next: page.next, isLoadingMore: false }
      })
    })
  }, [state])

  // Between a change and its effect, the state still describes the previous search.
  const current = enabled && state.key === key ? state : idle(key)
  return {
    status: enabled && current.status === 'idle' ? 'loading' : current.status,
    jobs: current.jobs,
    hasMore: current.next !== null,
    isLoadingMore: current.isLoadingMore,
    moreFailed: current.moreFailed,
    loadMore,
  }
}
