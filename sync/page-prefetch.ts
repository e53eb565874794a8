// SYNC-PULL-3: while RxDB writes a full pull page, the next page is already on its way, so a first
// sync costs about the larger of the server's answers and the device's writes, not their sum.
import type { SupabaseCheckpoint } from './lookback.ts'
import type { PullPage } from './pull-page.ts'

export type FetchPage = (cp: SupabaseCheckpoint | undefined, batchSize: number) => Promise<PullPage>

interface Ahead {
  cp: SupabaseCheckpoint
  batchSize: number
  scope: string | undefined
  page: Promise<PullPage>
}

export class PagePrefetch {
  private readonly fetch: FetchPage
  private ahead: Ahead | null = null

  constructor(fetch: FetchPage) {
    this.fetch = fetch
  }

  /**
   * The page after `cp`: the one fetched ahead when it was asked for exactly this checkpoint,
   * batch size and scope, else fetched now. A full page starts the fetch of the one after it.
   * A page fetched ahead is as good as one fetched now: a row changed meanwhile gets a later
   * `_modified` and so comes in a later page, and the freshness check (SYNC-PULL-2) runs when the
   * page is used.
   */
  async page(
    cp: SupabaseCheckpoint | undefined,
    batchSize: number,
    scope?: string,
  ): Promise<PullPage> {
    const ahead = this.ahead
    this.ahead = null
    const page = await (ahead && matches(ahead, cp, batchSize, scope)
      ? ahead.page
      : this.fetch(cp, batchSize))
    if (page.rows.length >= batchSize && page.checkpoint) {
      const next = this.fetch(page.checkpoint, batchSize)
      // Its failure surfaces when it is used (the pull's backoff then retries); unused, it is dropped.
      next.catch(() => undefined)
      this.ahead = { cp: page.checkpoint, batchSize, scope, page: next }
    }
    return page
  }
}

function matches(
  ahead: Ahead,
  cp: SupabaseCheckpoint | undefined,
  batchSize: number,
  scope: string | undefined,
): boolean {
  return (
    cp !== undefined &&
    ahead.cp.id === cp.id &&
    ahead.cp.modified === cp.modified &&
    ahead.batchSize === batchSize &&
    ahead.scope === scope
  )
}
