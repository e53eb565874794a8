// Live queries for pages: the result re-renders whenever the local replica changes (from this
// tab, another tab or the sync worker). Pages never wait on the network (SPEC SYNC-ARCH-1).
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Observable } from 'rxjs'
import { currentDatabase, subscribeDatabase } from './database.ts'
import { repositoriesFor, type Repositories } from './repositories.ts'

/** The repositories of the open database, or null while it is opening or being wiped. */
export function useRepositories(): Repositories | null {
  const db = useSyncExternalStore(subscribeDatabase, currentDatabase, () => null)
  return db ? repositoriesFor(db) : null
}

export interface LiveResult<T> {
  data: T | undefined
  /** True until the first result arrived. */
  isLoading: boolean
  error: Error | null
}

/**
 * Subscribes to `query(repos)` while mounted. `deps` are the values the query depends on
 * (like useEffect); the repositories themselves are tracked.
 */
export function useLiveQuery<T>(
  query: (repos: Repositories) => Observable<T>,
  deps: readonly unknown[],
): LiveResult<T> {
  const repos = useRepositories()
  const [state, setState] = useState<{ key: unknown; result: LiveResult<T> }>({
    key: null,
    result: { data: undefined, isLoading: true, error: null },
  })
  useEffect(() => {
    if (!repos) return
    const key = {}
    setState({ key, result: { data: undefined, isLoading: true, error: null } })
    const sub = query(repos).subscribe({
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
