// Rows each replicated table holds on this device, for /realtime-debug (SPEC SYNC-PROG-4).
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { RxCollection } from 'rxdb'
import { auditTime, combineLatest, map, of, type Observable } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import { currentDatabase, subscribeDatabase } from './database.ts'

/** A dedicated collection counts its documents; a table of `rows` counts its own by index. */
function count$(db: AppDatabase, table: string): Observable<number> {
  const own = (db.collections as unknown as Record<string, RxCollection | undefined>)[table]
  if (own) return own.count().$
  const rows = db.rows
  return rows ? rows.count({ selector: { table } }).$ : of(0)
}

/** Live counts by table name; at most one update a second while a sync writes. */
export function useRowCounts(tables: readonly string[]): Readonly<Record<string, number>> {
  const db = useSyncExternalStore(subscribeDatabase, currentDatabase, () => null)
  const [counts, setCounts] = useState<Record<string, number>>({})
  const key = tables.join(',')
  useEffect(() => {
    if (!db || !key) return
    const names = key.split(',')
    const sub = combineLatest(names.map((t) => count$(db, t)))
      .pipe(
        auditTime(1000),
        map((ns) => Object.fromEntries(names.map((t, i) => [t, ns[i] ?? 0]))),
      )
      .subscribe({ next: setCounts, error: () => setCounts({}) })
    return () => sub.unsubscribe()
  }, [db, key])
  return counts
}
