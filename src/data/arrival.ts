// Whether a table's data has arrived on this device (SPEC SYNC-PROG-3). The worker's status is
// gone after a reload and the worker starts only once the page has loaded, so the tables whose
// pull run has completed for the replica's user are remembered on the device; the wipe forgets
// them with the replica.
import type { PullProgress, SyncStatus } from '@sync/protocol.ts'

export const ARRIVED_KEY = 'craftlink_arrived_tables'

interface Arrived {
  userId: string
  tables: string[]
}

/** Read once per page load (or after a change): pages ask on every render. */
let cached: Arrived | null | undefined

function read(): Arrived | null {
  if (cached !== undefined) return cached
  cached = null
  try {
    const v = JSON.parse(localStorage.getItem(ARRIVED_KEY) ?? 'null') as Partial<Arrived> | null
    if (v && typeof v.userId === 'string' && Array.isArray(v.tables)) {
      cached = { userId: v.userId, tables: v.tables.filter((t) => typeof t === 'string') }
    }
  } catch {
    // No storage (private mode, tests): this load's status alone decides.
  }
  return cached
}

function write(value: Arrived): void {
  cached = value
  try {
    localStorage.setItem(ARRIVED_KEY, JSON.stringify(value))
  } catch {
    // Storage full or blocked: remembered for this load only.
  }
}

/** Tables whose data has arrived for `userId` on this device. */
export function arrivedTables(userId: string | null): ReadonlySet<string> {
  const stored = read()
  return new Set(userId && stored?.userId === userId ? stored.tables : [])
}

/** Remembers the tables whose pull run the worker reports done; called for every status. */
export function noteSyncStatus(status: SyncStatus): void {
  const userId = status.userId
  if (!userId) return
  const known = arrivedTables(userId)
  const done = status.collections
    .flatMap((c) => c.tables)
    .filter((t) => t.progress?.done && !known.has(t.name))
    .map((t) => t.name)
  if (done.length > 0) write({ userId, tables: [...known, ...done] })
}

/** SYNC-WIPE-1: a wiped replica holds nothing. */
export function forgetArrivals(): void {
  cached = null
  try {
    localStorage.removeItem(ARRIVED_KEY)
  } catch {
    // Nothing stored.
  }
}

export function tableProgress(status: SyncStatus | null, table: string): PullProgress | null {
  for (const c of status?.collections ?? []) {
    const t = c.tables.find((x) => x.name === table)
    if (t?.progress) return t.progress
  }
  return null
}

/**
 * A table is still arriving while no pull run of it has completed on this device for the user,
 * or while it is pulled again from the start (a new scope): its lists may be empty or partial.
 */
export function isStillArriving(
  table: string,
  userId: string | null,
  status: SyncStatus | null,
  arrived: ReadonlySet<string>,
): boolean {
  if (!userId) return false
  const run = status?.userId === userId ? tableProgress(status, table) : null
  if (run?.fromStart && !run.done) return true
  return !arrived.has(table) && !run?.done
}
