// The repository of a table in the shared collection (SPEC SYNC-MUX-1): the same live reads and
// local writes as repository.ts gives a dedicated collection, on the rows of one table. Lists read
// by [table, sort] or [table, scope, sort]. The sync worker records each write in its outbox under
// the table's name (SYNC-STATE-1), so retry, discard and the pending count work as for any other
// document.
import type { RxCollection, RxDocument } from 'rxdb'
import { map, type Observable } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
// Values come from their own modules, not the barrel: the barrel also re-exports database.ts,
// and reaching it statically would put RxDB back into the shell's entry chunk.
import { sharedRowId, toSharedDoc, type SharedRowDoc } from '@/db/shared-rows.schema.ts'
import type { Row, TableDef } from '@/db/table-def.ts'

export class TableRepository<T extends Row> {
  readonly name: string
  private readonly db: AppDatabase
  private readonly def: TableDef

  constructor(db: AppDatabase, def: TableDef) {
    this.db = db
    this.def = def
    this.name = def.name
  }

  private get rows(): RxCollection<SharedRowDoc> {
    const rows = this.db.collections.rows
    if (!rows) throw new Error(`The shared collection is not open (table ${this.name})`)
    return rows
  }

  private rowOf = (d: RxDocument<SharedRowDoc>): T => d.toJSON().row as T

  /** Live list, newest first by the table's sort key; `scope` narrows it (e.g. one owner). */
  list$(opts: { scope?: string; limit?: number } = {}): Observable<T[]> {
    const selector =
      opts.scope === undefined ? { table: this.name } : { table: this.name, scope: opts.scope }
    return this.rows
      .find({ selector, sort: [{ sort: 'asc' }], ...(opts.limit ? { limit: opts.limit } : {}) })
      .$.pipe(map((docs) => docs.map(this.rowOf)))
  }

  one$(id: string): Observable<T | null> {
    return this.rows
      .findOne(sharedRowId(this.name, id))
      .$.pipe(map((d) => (d ? this.rowOf(d) : null)))
  }

  async get(id: string): Promise<T | null> {
    const d = await this.rows.findOne(sharedRowId(this.name, id)).exec()
    return d ? this.rowOf(d) : null
  }

  /** Inserts a new row (checked by the table's zod row; scope and sort computed here). */
  async insert(row: T): Promise<T> {
    const doc = toSharedDoc(this.def, row)
    await this.rows.insert(doc)
    return doc.row as T
  }

  /** Changes fields of an existing row. Returns false when it does not exist. */
  async patch(id: string, patch: Partial<T>): Promise<boolean> {
    const d = await this.rows.findOne(sharedRowId(this.name, id)).exec()
    if (!d) return false
    const current = d.toJSON().row
    // Nothing to send: an unchanged write would make a revision with nothing in it to push.
    if (Object.entries(patch).every(([k, v]) => JSON.stringify(current[k]) === JSON.stringify(v))) {
      return true
    }
    // Applied to the row as it is when written: a pulled state that lands meanwhile keeps the
    // fields this patch does not change (as Repository.patch).
    await d.incrementalModify((latest) => {
      const next = toSharedDoc(this.def, { ...latest.row, ...patch })
      return { ...latest, row: next.row, scope: next.scope, sort: next.sort }
    })
    return true
  }

  /** Soft delete (SPEC SYNC-TOMB-1): pushed as _deleted = true. */
  async remove(id: string): Promise<void> {
    const d = await this.rows.findOne(sharedRowId(this.name, id)).exec()
    if (!d) return
    await d.incrementalRemove()
  }
}
