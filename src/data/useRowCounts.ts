// Rows each replicated table holds on this device, for /realtime-debug (SPEC SYNC-PROG-4).
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { RxCollection } from 'rxdb'
import { auditTime, combineLatest, map, of, startWith, switchMap, type Observable } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import { currentDatabase, subscribeDatabase } from './database.ts'

/** Counted again at most once a second after its collection changed: a reactive count query
 * would count again for every page the first sync writes. A table of `rows` counts by index. */
function count$(db: AppDatabase, table: string): Observable<number> {
  const own = (db.collections as unknown as Record<string, RxCollection | undefined>)[table]
  const rows = db.rows
  if (!own && !rows) return of(0)
  const changes$: Observable<unknown> = own ? own.$ : rows!.$
  const count = () => (own ? own.count() : rows!.count({ selector: { table } })).exec()
  return changes$.pipe(auditTime(1000), startWith(null), switchMap(count))
}

/** Live counts by table name. */
export function useRowCounts(tables: readonly string[]): Readonly<Record<string, number>> {
  const db = useSyncExternalStore(subscribeDatabase, currentDatabase, () => null)
  const [counts, setCounts] = useState<Record<string, number>>({})
  const key = tables.join(',')
  useEffect(() => {
    if (!db || !key) return
    const names = key.split(',')
    const sub = combineLatest(names.map((t) => count$(db, t)))
      .pipe(map((ns) => Object.fromEntries(names.map((t, i) => [t, ns[i] ?? 0]))))
      .subscribe({ next: setCounts, error: () => setCounts({}) })
    return () => sub.unsubscribe()
  }, [db, key])
  return counts
}
