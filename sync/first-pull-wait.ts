// SYNC-SCOPE-1: a first sync's jobs pull waits for the first pull of the profiles its region is
// read from, so the jobs come once, under the user's scope. Not for the shared collection: its
// first run also sends what the device queued (page views), which can take seconds on a busy
// device. A table that cannot answer (offline) holds the jobs back at most `waitMs`.
import { REGION_COLLECTIONS } from './job-scope-source.ts'

/** A first sync's jobs pull waits at most this long for the profiles its region is read from. */
export const SCOPE_SOURCES_WAIT_MS = 2_000

interface Replicating {
  awaitInitialReplication(): Promise<void>
}

/** Resolves once the region's profile tables have had their first run, or after `waitMs`.
 * Called when the jobs pull asks: every replication has started by then. */
export function regionPulled(
  replicationOf: (name: (typeof REGION_COLLECTIONS)[number]) => Replicating | undefined,
  waitMs = SCOPE_SOURCES_WAIT_MS,
): Promise<void> {
  return firstRuns(
    REGION_COLLECTIONS.flatMap((n) => replicationOf(n) ?? []),
    waitMs,
  )
}

function firstRuns(states: Replicating[], waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const capped = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  const pulled = Promise.all(states.map((s) => s.awaitInitialReplication())).then(() => {})
  return Promise.race([pulled, capped]).finally(() => clearTimeout(timer))
}

/** SYNC-PUSH-6: resolves once the user's roles have had their first pull here, or after `waitMs`
 * (offline, a fresh device then reads the table until the roles arrive). */
export function rolesPulled(
  roles: Replicating | undefined,
  waitMs = SCOPE_SOURCES_WAIT_MS,
): Promise<void> {
  return firstRuns(roles ? [roles] : [], waitMs)
}
