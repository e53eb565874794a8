// The generic repository: live reads and local writes of one replicated collection. A write is
// one document write: a revision the pull did not write is the pending change (SPEC
// SYNC-STATE-1), which the sync worker records in its outbox and sends.
import type { MangoQuery, RxCollection } from 'rxdb'
import { map, type Observable } from 'rxjs'
import type { AppDatabase, ReplicatedName } from '@/db/index.ts'
// Values come from their own modules, not the barrel: the barrel also re-exports database.ts,
// and reaching it statically would put RxDB back into the shell's entry chunk.
import { collectionDef } from '@/db/collections.ts'

type Doc = Record<string, unknown>

export class Repository<T extends Doc> {
  readonly name: ReplicatedName
  private readonly db: AppDatabase

  constructor(db: AppDatabase, name: ReplicatedName) {
    this.db = db
    this.name = name
  }

  protected get collection(): RxCollection<T> {
    return this.db.collections[this.name] as unknown as RxCollection<T>
  }

  private get pk(): string {
    return collectionDef(this.name).primaryKey
  }

  /** Live list; re-emits whenever a matching document changes (any tab or the worker). */
  list$(query: MangoQuery<T>): Observable<T[]> {
    return this.collection.find(query).$.pipe(map((docs) => docs.map((d) => d.toJSON() as T)))
  }

  /** The matching documents as they are now (a one-time read). */
  async list(query: MangoQuery<T>): Promise<T[]> {
    return (await this.collection.find(query).exec()).map((d) => d.toJSON() as T)
  }

  one$(id: string): Observable<T | null> {
    return this.collection.findOne(id).$.pipe(map((d) => (d ? (d.toJSON() as T) : null)))
  }

  async get(id: string): Promise<T | null> {
    const d = await this.collection.findOne(id).exec()
    return d ? (d.toJSON() as T) : null
  }

  count$(query: MangoQuery<T>): Observable<number> {
    return this.collection.count(query).$
  }

  /** Inserts a new document (local fields computed here, SPEC SYNC-PUSH-4). */
  async insert(row: Omit<T, 'sort_desc'> & Doc): Promise<T> {
    const doc = collectionDef(this.name).withLocalFields(row) as T
    await this.collection.insert(doc as never)
    return doc
  }

  /** Changes fields of an existing document. Returns false when it does not exist. */
  async patch(id: string, patch: Partial<T>): Promise<boolean> {
    const d = await this.collection.findOne(id).exec()
    if (!d) return false
    const current = d.toJSON() as T
    // Nothing to send: an unchanged write would make a revision with nothing in it to push.
    if (Object.entries(patch).every(([k, v]) => JSON.stringify(current[k]) === JSON.stringify(v))) {
      return true
    }
    const def = collectionDef(this.name)
    // Applied to the document as it is when written: a pulled state that lands meanwhile keeps
    // the fields this patch does not change (a full stale copy reverted another device's edit).
    await d.incrementalModify((latest) => ({
      ...latest,
      ...def.withLocalFields({ ...latest, ...patch }),
    }))
    return true
  }

  /** Changes several documents (e.g. "Mark all read"); returns how many. */
  async patchMany(ids: readonly string[], patch: Partial<T>): Promise<number> {
    const docs = [...(await this.collection.findByIds([...ids]).exec()).values()]
    const def = collectionDef(this.name)
    // Each applied to its document as it is when written (see patch).
    await Promise.all(
      docs.map((d) =>
        d.incrementalModify((latest) => ({
          ...latest,
          ...def.withLocalFields({ ...latest, ...patch }),
        })),
      ),
    )
    return docs.length
  }

  /** Soft delete (SPEC SYNC-TOMB-1): pushed as _deleted = true. */
  async remove(id: string): Promise<void> {
    const d = await this.collection.findOne(id).exec()
    if (!d) return
    await d.incrementalRemove()
  }
}
