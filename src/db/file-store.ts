// Photos and files kept on the device until the server has them (issue 29): one IndexedDB
// database beside the replica, written by the page when a photo is picked and by the sync worker
// as it uploads. Plain IndexedDB: RxDB documents cannot hold blobs in the free tier, and the
// replica's collection budget (SYNC-ARCH-4) is spent on tables.
import * as z from 'zod'

export const FILE_DB = 'craftlink-files'
const STORE = 'files'

export const FILE_STATES = ['local', 'uploading', 'uploaded', 'failed'] as const
export type FileState = (typeof FILE_STATES)[number]

export const storedFileMeta = z.object({
  /** `<bucket>/<path>`. */
  key: z.string().min(3),
  bucket: z.string().min(1),
  path: z.string().min(1),
  owner: z.string().length(36),
  type: z.string().min(1),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  state: z.enum(FILE_STATES),
  /** Fraction of the bytes the server has received, 0 to 1. */
  progress: z.number().min(0).max(1),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type StoredFileMeta = z.infer<typeof storedFileMeta>
export interface StoredFile extends StoredFileMeta {
  blob: Blob
}

export const fileKey = (bucket: string, path: string) => `${bucket}/${path}`

/** The device refused to store more (IndexedDB quota). */
export class DeviceStorageFullError extends Error {
  constructor() {
    super('The device has no room left for this file')
    this.name = 'DeviceStorageFullError'
  }
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError'
}

/** A stored record, or null when it does not have the shape this version writes. */
function parseRecord(value: unknown): StoredFile | null {
  const meta = storedFileMeta.safeParse(value)
  const blob = (value as { blob?: unknown } | null)?.blob
  return meta.success && blob instanceof Blob ? { ...meta.data, blob } : null
}

type Listener = (key: string) => void

export class FileStore {
  private readonly db: IDBDatabase
  private readonly channel: BroadcastChannel | null
  private readonly listeners = new Set<Listener>()
  /** Closed by a deletion (sign-out): whoever holds it opens a new one. */
  closed = false

  constructor(db: IDBDatabase) {
    this.db = db
    // A sign-out elsewhere deletes the database: let it go rather than block the deletion.
    db.onversionchange = () => this.close()
    // Changes made in another realm (the worker's upload progress, another tab's new photo).
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FILE_DB)
    if (this.channel) {
      this.channel.onmessage = (ev: MessageEvent<unknown>) => {
        if (typeof ev.data === 'string') this.emit(ev.data)
      }
    }
  }

  private emit(key: string): void {
    for (const fn of this.listeners) fn(key)
  }

  private changed(key: string): void {
    this.emit(key)
    this.channel?.postMessage(key)
  }

  /** Called with the key of every file written or removed, in this realm or another. */
  onChange(fn: Listener): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  private async write(mode: IDBTransactionMode, run: (s: IDBObjectStore) => void): Promise<void> {
    const tx = this.db.transaction(STORE, mode)
    run(tx.objectStore(STORE))
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onabort = tx.onerror = () =>
        reject(
          isQuotaError(tx.error) ? new DeviceStorageFullError() : (tx.error ?? new Error('abort')),
        )
    })
  }

  async put(file: StoredFile): Promise<void> {
    await this.write('readwrite', (s) => s.put(file))
    this.changed(file.key)
  }

  async get(key: string): Promise<StoredFile | null> {
    const tx = this.db.transaction(STORE, 'readonly')
    return parseRecord(await request(tx.objectStore(STORE).get(key)))
  }

  async all(): Promise<StoredFile[]> {
    const tx = this.db.transaction(STORE, 'readonly')
    const rows = await request(tx.objectStore(STORE).getAll())
    return rows.map(parseRecord).filter((f): f is StoredFile => f !== null)
  }

  /** Changes a stored file's state; false when it is no longer there (discarded meanwhile). */
  async update(key: string, patch: Partial<Omit<StoredFileMeta, 'key'>>): Promise<boolean> {
    let found = false
    await this.write('readwrite', (s) => {
      const req = s.get(key)
      req.onsuccess = () => {
        const current = parseRecord(req.result)
        if (!current) return
        found = true
        s.put({ ...current, ...patch, key, updated_at: new Date().toISOString() })
      }
    })
    if (found) this.changed(key)
    return found
  }

  async remove(key: string): Promise<void> {
    await this.write('readwrite', (s) => s.delete(key))
    this.changed(key)
  }

  close(): void {
    this.closed = true
    this.channel?.close()
    this.listeners.clear()
    this.db.close()
  }
}

export async function openFileStore(factory: IDBFactory = indexedDB): Promise<FileStore> {
  const req = factory.open(FILE_DB, 1)
  req.onupgradeneeded = () => {
    req.result.createObjectStore(STORE, { keyPath: 'key' })
  }
  return new FileStore(await request(req))
}

/** Removes the database (sign-out, SYNC-WIPE-1); open stores close themselves first. */
export function deleteFileStore(factory: IDBFactory = indexedDB): Promise<void> {
  return new Promise((resolve) => {
    const req = factory.deleteDatabase(FILE_DB)
    req.onsuccess = req.onerror = req.onblocked = () => resolve()
  })
}
