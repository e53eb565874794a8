// What this browser's IndexedDB allows the initial sync, measured on the replica the sync just
// wrote: its own job documents and replication meta documents are copied into a scratch database
// whose stores have the same key paths and indexes, then timed per request (puts in one relaxed
// transaction each, gets of absent keys). RxDB's replication protocol costs each pulled document
// at least two reads of the fork, two of the meta store and one write to each, so those request
// costs bound the rows/s any code on top of RxDB's Dexie storage can reach in this browser.
import type { Page } from '@playwright/test'

export interface IdbFloor {
  /** Microseconds per request. */
  getUs: number
  putDocUs: number
  putMetaUs: number
  docIndexes: number
  metaIndexes: number
  /** 1e6 / (4 gets + 1 doc put + 1 meta put). */
  ceilingRowsPerSecond: number
}

export function measureIdbFloor(page: Page, collection: string, sample = 1000): Promise<IdbFloor> {
  return page.evaluate(
    async ({ collection, sample }) => {
      const req = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result)
          r.onerror = () => reject(r.error)
        })
      const done = (tx: IDBTransaction) =>
        new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
          tx.onabort = () => reject(tx.error)
        })
      const open = (name: string) => req(indexedDB.open(name))
      const names = (await indexedDB.databases()).map((d) => d.name ?? '')
      const docsName = names.find((n) =>
        new RegExp(`^rxdb-dexie-craftlink--\\d+--${collection}$`).test(n),
      )
      if (!docsName) throw new Error(`no replica database for ${collection}`)
      // The meta store of the collection's replication is the biggest of the meta databases.
      let metaName = ''
      let metaCount = -1
      for (const n of names.filter((x) => x.includes('rx-replication-meta'))) {
        const db = await open(n)
        const count = await req(db.transaction('docs').objectStore('docs').count())
        db.close()
        if (count > metaCount) [metaName, metaCount] = [n, count]
      }
      if (!metaName) throw new Error('no replication meta database')

      interface Shape {
        keyPath: string | string[]
        indexes: Array<{ name: string; keyPath: string | string[]; multiEntry: boolean }>
        rows: unknown[]
      }
      const shapeOf = async (name: string): Promise<Shape> => {
        const db = await open(name)
        const store = db.transaction('docs').objectStore('docs')
        const shape: Shape = {
          keyPath: store.keyPath as string | string[],
          indexes: [...store.indexNames].map((i) => {
            const index = store.index(i)
            return {
              name: i,
              keyPath: index.keyPath as string | string[],
              multiEntry: index.multiEntry,
            }
          }),
          rows: await req(store.getAll(null, sample)),
        }
        db.close()
        return shape
      }
      const docs = await shapeOf(docsName)
      const meta = await shapeOf(metaName)

      const scratchName = `craftlink-bench-idb-floor-${Date.now()}`
      const scratch = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(scratchName, 1)
        r.onupgradeneeded = () => {
          for (const [store, shape] of [
            ['docs', docs],
            ['meta', meta],
          ] as const) {
            const s = r.result.createObjectStore(store, { keyPath: shape.keyPath })
            for (const i of shape.indexes)
              s.createIndex(i.name, i.keyPath, { multiEntry: i.multiEntry })
          }
        }
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
      const timePuts = async (store: 'docs' | 'meta', rows: unknown[]) => {
        const started = performance.now()
        const tx = scratch.transaction(store, 'readwrite', { durability: 'relaxed' })
        for (const row of rows) tx.objectStore(store).put(row)
        await done(tx)
        return ((performance.now() - started) * 1000) / rows.length
      }
      const putDocUs = await timePuts('docs', docs.rows)
      const putMetaUs = await timePuts('meta', meta.rows)
      const missing = Array.from({ length: sample }, (_, i) => `absent-${i}-${Math.random()}`)
      const startedGets = performance.now()
      const tx = scratch.transaction('docs', 'readonly')
      for (const key of missing) {
        tx.objectStore('docs').get(Array.isArray(docs.keyPath) ? [key] : key)
      }
      await done(tx)
      const getUs = ((performance.now() - startedGets) * 1000) / missing.length
      scratch.close()
      await req(indexedDB.deleteDatabase(scratchName))
      return {
        getUs,
        putDocUs,
        putMetaUs,
        docIndexes: docs.indexes.length,
        metaIndexes: meta.indexes.length,
        ceilingRowsPerSecond: 1e6 / (4 * getUs + putDocUs + putMetaUs),
      }
    },
    { collection, sample },
  )
}
