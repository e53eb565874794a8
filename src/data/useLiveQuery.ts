// Live queries for pages: the result re-renders whenever the local replica changes (from this
// tab, another tab or the sync worker). Pages never wait on the network (SPEC SYNC-ARCH-1).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Observable } from 'rxjs'
import { currentRepositories, subscribeDatabase } from './database.ts'
import { loadPhases } from './load-phases.ts'
import type { Repositories } from './repositories.ts'

/** The repositories of the open database, or null while it is opening or being wiped. */
export function useRepositories(): Repositories | null {
  return useSyncExternalStore(subscribeDatabase, currentRepositories, () => null)
}

export interface LiveResult<T> {
  data: T | undefined
  /** True until the first result arrived. */
  isLoading: boolean
  error: Error | null
}

const IDLE: LiveResult<never> = { data: undefined, isLoading: false, error: null }

/**
 * Subscribes to `query(repos)` while mounted; a query that returns null asks for nothing yet.
 * `deps` are the values the query depends on (like useEffect); the repositories are tracked.
 * Until its first result has committed, the query holds the load's first content (see
 * load-phases.ts).
 */
export function useLiveQuery<T>(
  query: (repos: Repositories) => Observable<T> | null,
  deps: readonly unknown[],
): LiveResult<T> {
  const repos = useRepositories()
  const [state, setState] = useState<{ key: unknown; result: LiveResult<T> }>({
    key: null,
    result: { data: undefined, isLoading: true, error: null },
  })
  const release = useRef<(() => void) | null>(null)
  useEffect(() => () => release.current?.(), [])
  useEffect(() => {
    if (state.key !== null && !state.result.isLoading) release.current?.()
  }, [state])
  useEffect(() => {
    if (!repos) {
      release.current ??= loadPhases.firstContent.hold()
      return
    }
    const key = {}
    const source = query(repos)
    if (!source) {
      release.current?.()
      // A query asked for later (after the first rows) must not hold the first content.
      release.current = () => {}
      setState({ key, result: IDLE })
      return
    }
    release.current ??= loadPhases.firstContent.hold()
    setState({ key, result: { data: undefined, isLoading: true, error: null } })
    const sub = source.subscribe({
      next: (data) => setState({ key, result: { data, isLoading: false, error: null } }),
      error: (error: unknown) =>
        setState({
          key,
          result: {
            data: undefined,
            isLoading: false,
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    })
    return () => sub.unsubscribe()
  }, [repos, ...deps])
  return state.result
}
