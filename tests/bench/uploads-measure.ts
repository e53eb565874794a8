// The upload queue's throughput (issue 29), loaded through Vite by uploads.bench.ts: 20 photos of
// 3 MB kept on a device (fake-indexeddb) and sent by the worker's queue (sync/file-uploads.ts) to
// the local backend's Storage, one at a time as the app sends them.
import { randomBytes, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { IDBFactory } from 'fake-indexeddb'
import { makeUser, startProductServer } from '../../supabase/tests/helpers.ts'
import { fileKey, openFileStore } from '../../src/db/file-store.ts'
import { FileUploads } from '../../sync/file-uploads.ts'
import { storageUploader } from '../../sync/storage-upload.ts'
import type { BenchResult } from './types.ts'

const PHOTOS = 20
const PHOTO_BYTES = 3 * 1024 * 1024

export async function measureUploads(): Promise<BenchResult[]> {
  const server = await startProductServer()
  const store = await openFileStore(new IDBFactory())
  try {
    const user = await makeUser(server, ['craftsman'])
    const now = new Date().toISOString()
    const keys: string[] = []
    for (let i = 0; i < PHOTOS; i++) {
      const path = `${user.id}/${randomUUID()}.jpg`
      keys.push(fileKey('portfolio', path))
      await store.put({
        key: fileKey('portfolio', path),
        bucket: 'portfolio',
        path,
        owner: user.id,
        type: 'image/jpeg',
        width: 4000,
        height: 3000,
        size: PHOTO_BYTES,
        state: 'local',
        progress: 0,
        error: null,
        created_at: now,
        updated_at: now,
        blob: new Blob([randomBytes(PHOTO_BYTES)], { type: 'image/jpeg' }),
      })
    }
    const queue = new FileUploads({
      owner: user.id,
      openStore: async () => store,
      transport: storageUploader(server.url, server.anonKey, () => user.token),
      isOnline: () => true,
    })
    const started = performance.now()
    await queue.pump()
    const seconds = (performance.now() - started) / 1000
    const files = await Promise.all(keys.map((k) => store.get(k)))
    const sent = files.filter((f) => f?.state === 'uploaded').length
    if (sent !== PHOTOS) {
      const why = files.find((f) => f?.state !== 'uploaded')
      throw new Error(
        `${sent} of ${PHOTOS} photos uploaded (${why?.state}: ${why?.error?.message})`,
      )
    }
    const megabytes = (PHOTOS * PHOTO_BYTES) / 1024 / 1024
    console.log(`  ${PHOTOS} photos of 3 MB uploaded in ${seconds.toFixed(2)} s`)
    return [
      { name: `upload queue, ${PHOTOS} photos of 3 MB, total`, value: seconds, unit: 's' },
      { name: 'upload queue throughput', value: megabytes / seconds, unit: 'MB/s' },
      {
        name: 'upload queue, per photo',
        value: Math.round((seconds * 1000) / PHOTOS),
        unit: 'ms',
      },
    ]
  } finally {
    store.close()
    await server.close()
  }
}
