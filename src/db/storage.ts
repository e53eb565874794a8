// The app's storage: RxDB's Dexie storage over the browser's IndexedDB. rxdb pins its own dexie;
// nothing else imports dexie (ARCHITECTURE known traps).
import type { RxStorage } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { withIndexedChangesSince } from './changes-since.ts'
import { withPullMarks } from './pull-mark.ts'
import { withRangeQueries } from './range-query.ts'

export interface BrowserStorageOptions {
  /**
   * Relaxed IndexedDB durability (no flush to disk before a transaction reports done). Only for
   * the sync worker: what it writes is pulled from the server or pushed to it and can be fetched
   * again, while the tab's own writes (the user's offline changes) keep the default durability.
   * Measured in Chromium: the worker's IndexedDB time during the initial sync drops (sync/SPEC.md).
   */
  relaxedDurability?: boolean
  /**
   * Queries the index answers alone are read with index range requests (range-query.ts); on unless
   * false. The page needs it: there each cursor step waits for a busy main thread. The sync worker
   * turns it off: on there too, it slowed the page's reloads right after a sync, for a reason not
   * yet traced (docs/performance.md).
   */
  rangeReads?: boolean
}

export function browserStorage(opts: BrowserStorageOptions = {}): RxStorage<unknown, unknown> {
  const storage = opts.relaxedDurability
    ? getRxStorageDexie({ chromeTransactionDurability: 'relaxed' } as never)
    : getRxStorageDexie()
  const indexed = withPullMarks(withIndexedChangesSince(storage as RxStorage<unknown, unknown>))
  return opts.rangeReads === false ? indexed : withRangeQueries(indexed)
}
