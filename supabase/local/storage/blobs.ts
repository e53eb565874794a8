// Where objects' bytes live, keyed by storage.objects.id (never by the client's path, so no path
// can reach outside): files under <dataDir>/storage for a database on disk, a Map for one in
// memory (tests), so the bytes last exactly as long as the rows that point at them.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ServerContext } from '../types.ts'

export interface BlobStore {
  put(id: string, bytes: Uint8Array<ArrayBuffer>): Promise<void>
  get(id: string): Promise<Uint8Array<ArrayBuffer> | null>
  remove(id: string): Promise<void>
}

function memoryStore(): BlobStore {
  const blobs = new Map<string, Uint8Array<ArrayBuffer>>()
  return {
    put: async (id, bytes) => void blobs.set(id, bytes),
    get: async (id) => blobs.get(id) ?? null,
    remove: async (id) => void blobs.delete(id),
  }
}

function directoryStore(dir: string): BlobStore {
  const file = (id: string): string => path.join(dir, id)
  return {
    async put(id, bytes) {
      await mkdir(dir, { recursive: true })
      await writeFile(file(id), bytes)
    },
    async get(id) {
      try {
        return new Uint8Array(await readFile(file(id)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    remove: (id) => rm(file(id), { force: true }),
  }
}

const stores = new WeakMap<ServerContext, BlobStore>()

/** The blob store of one running server, made on first use. */
export function blobStore(ctx: ServerContext): BlobStore {
  let store = stores.get(ctx)
  if (!store) {
    const { dataDir } = ctx.config
    store = dataDir ? directoryStore(path.join(dataDir, 'storage')) : memoryStore()
    stores.set(ctx, store)
  }
  return store
}
