// Photos added on a device reach Storage before the row that names them (SYNC-FILE-1), through
// the device's upload queue (SYNC-FILE-2), against the local backend's Storage and the bucket
// rules of the product migrations.
import { randomUUID } from 'node:crypto'
import { IDBFactory } from 'fake-indexeddb'
import { firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { makeUser, sql, type TestServer, type User } from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { fileKey, openFileStore, type FileStore } from '../../../src/db/file-store.ts'
import { sharedTables, type PortfolioItemDoc } from '../../../src/db/index.ts'
import { FileUploads } from '../../../sync/file-uploads.ts'
import { storageUploader, type UploadTransport } from '../../../sync/storage-upload.ts'
import { openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))
const stores: FileStore[] = []
const queues: FileUploads[] = []
afterEach(async () => {
  while (queues.length) await queues.pop()!.stop()
  while (stores.length) stores.pop()!.close()
})

/** A few bytes that are a JPEG as far as Storage can tell (type from the upload). */
const jpeg = (n: number) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n, 0xff, 0xd9])])

async function keepOnDevice(store: FileStore, user: User, blob: Blob, type = 'image/jpeg') {
  const path = `${user.id}/${randomUUID()}.jpg`
  const now = new Date().toISOString()
  await store.put({
    key: fileKey('portfolio', path),
    bucket: 'portfolio',
    path,
    owner: user.id,
    type,
    width: 640,
    height: 480,
    size: blob.size,
    state: 'local',
    progress: 0,
    error: null,
    created_at: now,
    updated_at: now,
    blob,
  })
  return path
}

function item(user: User, photos: string[]): PortfolioItemDoc {
  return {
    id: randomUUID(),
    user_id: user.id,
    title: 'Service panel upgrade',
    description: null,
    url: null,
    image_url: null,
    photos: JSON.stringify(photos),
    trade: 'electrical',
    completed_on: null,
    created_at: new Date().toISOString(),
  }
}

async function setUp(transport?: UploadTransport) {
  const user = await makeUser(server, ['craftsman'])
  const store = await openFileStore(new IDBFactory())
  stores.push(store)
  const uploads = new FileUploads({
    owner: user.id,
    openStore: async () => store,
    transport: transport ?? storageUploader(server.url, server.anonKey, () => user.token),
    isOnline: () => true,
  })
  queues.push(uploads)
  const device = await openDevice(server, user, {
    collections: [],
    tables: sharedTables,
    files: (refs) => uploads.ensure(refs),
  })
  devices.push(device)
  return { user, store, uploads, repos: repositoriesFor(device.db) }
}

const serverItem = async (id: string) =>
  (
    await sql<{ photos: string }>(
      server,
      'select photos from public.portfolio_items where id = $1',
      [id],
    )
  )[0]

describe('file uploads', () => {
  it('[SYNC-FILE-1] a row naming a photo only this device has is sent after the photo', async () => {
    const { user, store, repos } = await setUp()
    const path = await keepOnDevice(store, user, jpeg(1))
    const row = await repos.portfolio.insert(item(user, [path]))

    const stored = await until(() => serverItem(row.id), 15_000)
    expect(JSON.parse(stored.photos)).toEqual([path])
    expect((await store.get(fileKey('portfolio', path)))?.state).toBe('uploaded')
    const res = await fetch(`${server.url}/storage/v1/object/public/portfolio/${path}`)
    expect(res.status).toBe(200)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(
      new Uint8Array(await jpeg(1).arrayBuffer()),
    )
  })

  it('[SYNC-FILE-1] [SYNC-FILE-2] offline, the photo and its row wait; both arrive once the network is back', async () => {
    let online = false
    const real: { send?: UploadTransport } = {}
    const { user, store, uploads, repos } = await setUp((file, progress) => {
      if (!online) return Promise.reject(new TypeError('fetch failed'))
      return real.send!(file, progress)
    })
    real.send = storageUploader(server.url, server.anonKey, () => user.token)
    await uploads.start()
    const path = await keepOnDevice(store, user, jpeg(2))
    const row = await repos.portfolio.insert(item(user, [path]))

    await new Promise((r) => setTimeout(r, 1500))
    expect(await serverItem(row.id)).toBeUndefined()
    expect((await store.get(fileKey('portfolio', path)))?.state).toBe('local')
    expect(await repos.outbox.pendingWrites()).toBe(1)

    online = true
    uploads.online()
    await until(() => serverItem(row.id), 20_000)
    await until(async () => ((await repos.outbox.pendingWrites()) === 0 ? true : undefined), 15_000)
    expect((await store.get(fileKey('portfolio', path)))?.state).toBe('uploaded')
  })

  it('[SYNC-FILE-2] a file the bucket refuses fails with the reason, and so does its row', async () => {
    const { user, store, repos } = await setUp()
    const path = await keepOnDevice(store, user, new Blob(['not a photo']), 'text/plain')
    const row = await repos.portfolio.insert(item(user, [path]))

    const failed = await until(async () => {
      const f = await store.get(fileKey('portfolio', path))
      return f?.state === 'failed' ? f : undefined
    }, 15_000)
    expect(failed.error?.code).toBe('storage-415')
    const refused = await until(async () => {
      const rows = await firstValueFrom(repos.outbox.items$())
      return rows.find((r) => r.doc_id === row.id && r.state === 'failed')
    }, 15_000)
    expect(refused.message).toContain('A file was not accepted')
    expect(await serverItem(row.id)).toBeUndefined()
  })

  it('[SYNC-FILE-2] a photo of camera size (3 MB) is accepted', async () => {
    const { user, store, uploads } = await setUp()
    const bytes = new Uint8Array(3 * 1024 * 1024).fill(7)
    bytes.set([0xff, 0xd8, 0xff, 0xe0])
    const path = await keepOnDevice(store, user, new Blob([bytes]))
    expect(await uploads.ensure([{ bucket: 'portfolio', path }])).toBeNull()
    const res = await fetch(`${server.url}/storage/v1/object/public/portfolio/${path}`)
    expect((await res.arrayBuffer()).byteLength).toBe(bytes.length)
  })

  it('[SYNC-FILE-1] the server refuses a row naming a file it does not have', async () => {
    const user = await makeUser(server, ['craftsman'])
    const missing = `${user.id}/${randomUUID()}.jpg`
    const { error } = await user.db.from('portfolio_items').insert({
      title: 'Deck stairs',
      photos: JSON.stringify([missing]),
    })
    expect(error?.code).toBe('23503')
    expect(error?.message).toContain('The file has not been uploaded')
  })
})
