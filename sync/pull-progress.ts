// How far a table's first download has got (SPEC SYNC-PROG-1..2): a pull run starts with the
// session's first pull or any pull from no checkpoint, and its total comes from the server's count
// of the rows beyond the run's starting checkpoint, asked beside the first page.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseCheckpoint } from './lookback.ts'
import type { CollectionStatus } from './status.ts'

/** Rows a pull from `from` will bring. A scoped pull supplies its own (SYNC-PROG-1). */
export type PullCount = (from: SupabaseCheckpoint | undefined) => Promise<number>

/** The pull's filter of SYNC-CP-1, `_modified` after the checkpoint (ties broken by key). */
export function afterCheckpoint(pk: string, from: SupabaseCheckpoint): string {
  return `_modified.gt.${from.modified},and(_modified.eq.${from.modified},${pk}.gt.${from.id})`
}

/** The default count: every row RLS lets the user read beyond `from`, as PostgREST counts it. */
export function countBeyond(client: SupabaseClient, table: string, pk: string): PullCount {
  return async (from) => {
    let query = client.from(table).select('*', { count: 'exact', head: true })
    if (from) query = query.or(afterCheckpoint(pk, from))
    const { count, error } = await query
    if (error) throw error
    return count ?? 0
  }
}

export interface PullProgressOptions {
  status: CollectionStatus
  table: string
  /** null: the total stays unknown (the line then shows what has arrived). */
  count: PullCount | null
  now?: () => Date
}

/** One table's pull runs; the replication calls it around each page it asks for. */
export class PullProgress {
  private readonly o: PullProgressOptions
  private started = false
  private running = false

  constructor(o: PullProgressOptions) {
    this.o = o
  }

  /** Before asking for a page from `from`. */
  before(from: SupabaseCheckpoint | undefined): void {
    if (this.running || (this.started && from)) return
    this.started = true
    this.running = true
    const { status, table, count } = this.o
    const run = status.runStarted(table, this.o.now?.() ?? new Date(), !from)
    // A failed count leaves the total unknown; the pull itself goes on regardless.
    count?.(from).then(
      (n) => status.runTotal(table, run, n),
      () => {},
    )
  }

  /** After a page of `rows` server rows was asked for with `batchSize`. */
  after(rows: number, batchSize: number): void {
    if (!this.running) return
    const last = rows < batchSize
    if (last) this.running = false
    this.o.status.runPaged(this.o.table, rows, last)
  }
}
