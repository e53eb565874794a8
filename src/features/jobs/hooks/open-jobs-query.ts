// Find Jobs' first read: the newest open jobs over the (status, sort_desc) index. Shared by the
// page (useOpenJobs) and the route's loader, which starts it before the page renders.
import { useSyncExternalStore } from 'react'
import { warmQuery, type Repositories } from '@/data/shell.ts'
import { peekFirstPage } from '@/data/index.ts'
import type { JobDoc } from '@/db/job.schema.ts'
import { authStore } from '@/features/auth/index.ts'

export const PREVIEW_SIZE = 30

export const newestOpenJobs$ = (r: Repositories) => r.jobs.newest$(PREVIEW_SIZE, { status: 'open' })

// On a reload the same rows are peeked from the replica's storage while RxDB opens (issue 8:
// first row within 500 ms); they stand in only until the live query's first result.
let peeked: readonly JobDoc[] | null = null
let peekStarted = false
let replaced = false
const listeners = new Set<() => void>()

function setPeeked(rows: readonly JobDoc[] | null): void {
  if (peeked === rows) return
  peeked = rows
  for (const listener of [...listeners]) listener()
}

export function warmOpenJobs(): void {
  warmQuery(newestOpenJobs$)
  if (peekStarted) return
  peekStarted = true
  void peekFirstPage<JobDoc>({
    collection: 'jobs',
    index: ['status', 'sort_desc'],
    equals: ['open'],
    limit: PREVIEW_SIZE,
    userId: authStore.user?.id ?? null,
  })
    .then((rows) => {
      if (!rows || replaced) return
      // Where first-row time goes (read by tests/bench/jobs.bench.ts).
      performance.mark('jobs-list:peeked')
      setPeeked(rows)
    })
    // A failed peek only means the page waits for the live query, as without it.
    .catch(() => undefined)
}

/** The live query has answered: the peeked rows are never shown again (in-app visits too). */
export function replacePeekedOpenJobs(): void {
  replaced = true
  setPeeked(null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The peeked newest open jobs while the live query has not answered yet, else null. */
export function usePeekedOpenJobs(): readonly JobDoc[] | null {
  return useSyncExternalStore(
    subscribe,
    () => peeked,
    () => null,
  )
}
