// The device's upload queue (issue 29): files the user added are uploaded as soon as the server
// is reachable, one at a time, with their state and progress in the file store for the pages to
// show; and a row that names files is pushed only once the server has them all (`ensure`, called
// by push.ts), so nothing on the server points at a file it lacks.
import type { FileRef } from '@/db/file-columns.ts'
import { fileKey, type FileStore, type StoredFile } from '@/db/file-store.ts'
import { backoffMs, type RemoteError } from './errors.ts'
import { UploadRefused, type UploadTransport } from './storage-upload.ts'

export interface FileUploadsOptions {
  openStore: () => Promise<FileStore>
  transport: UploadTransport
  /** The signed-in user: only their files are sent. */
  owner: string
  isOnline: () => boolean
}

/** Progress is written at most this often (each write is an IndexedDB transaction). */
const PROGRESS_STEP = 0.1

export class FileUploads {
  private readonly o: FileUploadsOptions
  private store: Promise<FileStore> | null = null
  private readonly inflight = new Map<string, Promise<void>>()
  private pumping = false
  private again = false
  private failures = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private unsubscribe: (() => void) | null = null
  private stopped = false

  constructor(o: FileUploadsOptions) {
    this.o = o
  }

  private open(): Promise<FileStore> {
    return (this.store ??= this.o.openStore())
  }

  /** Starts sending: files left `uploading` by a worker that ended go back to the queue. */
  async start(): Promise<void> {
    const store = await this.open()
    for (const f of await store.all()) {
      if (f.state === 'uploading') await store.update(f.key, { state: 'local', progress: 0 })
    }
    this.unsubscribe = store.onChange(() => void this.pump())
    void this.pump()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.unsubscribe?.()
    await Promise.allSettled([...this.inflight.values()])
    if (this.store) (await this.store).close()
    this.store = null
  }

  /** The network is back: try the queue now rather than at the next backoff. */
  online(): void {
    this.failures = 0
    void this.pump()
  }

  /**
   * Before a row that names `refs` is pushed: uploads those the server does not have yet.
   * Null when it has them all; the refusal when one was refused for good; throws when a later
   * attempt may succeed (offline, 5xx), so the row waits and is pushed again.
   */
  async ensure(refs: readonly FileRef[]): Promise<RemoteError | null> {
    const store = await this.open()
    for (const ref of refs) {
      const file = await store.get(fileKey(ref.bucket, ref.path))
      // Not on this device: added elsewhere (the server's check refuses it if it is missing).
      if (!file || file.state === 'uploaded') continue
      try {
        await this.upload(store, file)
      } catch (error) {
        if (error instanceof UploadRefused) return error.remote
        throw error
      }
    }
    return null
  }

  /** Sends every queued file of the owner, oldest first; one attempt per file and round. */
  async pump(): Promise<void> {
    if (this.pumping) {
      this.again = true
      return
    }
    this.pumping = true
    try {
      do {
        this.again = false
        if (this.stopped || !this.o.isOnline()) return
        const store = await this.open()
        const queued = (await store.all())
          .filter((f) => f.owner === this.o.owner && f.state === 'local')
          .sort((a, b) => a.created_at.localeCompare(b.created_at))
        for (const file of queued) {
          if (this.stopped) return
          try {
            await this.upload(store, file)
            this.failures = 0
          } catch (error) {
            if (error instanceof UploadRefused) continue
            this.retryLater()
            return
          }
        }
      } while (this.again)
    } finally {
      this.pumping = false
    }
  }

  private retryLater(): void {
    this.failures += 1
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.pump(), backoffMs(this.failures))
  }

  /** One upload of a file, shared by the queue and a push that needs it. */
  private upload(store: FileStore, file: StoredFile): Promise<void> {
    const running = this.inflight.get(file.key)
    if (running) return running
    const attempt = this.send(store, file).finally(() => this.inflight.delete(file.key))
    this.inflight.set(file.key, attempt)
    return attempt
  }

  private async send(store: FileStore, file: StoredFile): Promise<void> {
    if (!(await store.update(file.key, { state: 'uploading', progress: 0, error: null }))) return
    let written = 0
    try {
      await this.o.transport(file, (fraction) => {
        if (fraction - written < PROGRESS_STEP) return
        written = fraction
        void store.update(file.key, { progress: Math.min(fraction, 0.99) })
      })
    } catch (error) {
      if (error instanceof UploadRefused) {
        await store.update(file.key, { state: 'failed', progress: 0, error: error.remote })
      } else {
        await store.update(file.key, { state: 'local', progress: 0 })
      }
      throw error
    }
    await store.update(file.key, { state: 'uploaded', progress: 1, error: null })
  }
}
