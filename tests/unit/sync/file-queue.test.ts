// @vitest-environment node
// The upload queue's own rules (SYNC-FILE-2), over a real IndexedDB implementation
// (fake-indexeddb) and a transport that records what it is asked to send; the uploads
// themselves against Storage are proven in tests/integration/sync/file-uploads.test.ts.
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import {
  fileKey,
  openFileStore,
  type FileState,
  type FileStore,
} from '../../../src/db/file-store.ts'
import { FileUploads } from '../../../sync/file-uploads.ts'
import { UploadRefused, type UploadRequest } from '../../../sync/storage-upload.ts'

const OWNER = '00000000-0000-4000-8000-000000000001'
let open: FileStore[] = []
afterEach(() => {
  for (const s of open) s.close()
  open = []
})

async function store(): Promise<FileStore> {
  const s = await openFileStore(new IDBFactory())
  open.push(s)
  return s
}

async function keep(s: FileStore, name: string, state: FileState = 'local', owner = OWNER) {
  const path = `${owner}/${name}.jpg`
  await s.put({
    key: fileKey('portfolio', path),
    bucket: 'portfolio',
    path,
    owner,
    type: 'image/jpeg',
    width: 10,
    height: 10,
    size: 3,
    state,
    progress: 0,
    error: null,
    created_at: `2026-11-28T10:00:0${name.length}Z`,
    updated_at: '2026-11-28T10:00:00Z',
    blob: new Blob([name]),
  })
  return path
}

function queue(s: FileStore, send: (f: UploadRequest, p: (n: number) => void) => Promise<void>) {
  return new FileUploads({
    owner: OWNER,
    openStore: async () => s,
    transport: send,
    isOnline: () => true,
  })
}

describe('upload queue', () => {
  it("[SYNC-FILE-2] sends its owner's queued files oldest first, and marks them uploaded", async () => {
    const s = await store()
    const later = await keep(s, 'bb')
    const first = await keep(s, 'a')
    await keep(s, 'other', 'local', '00000000-0000-4000-8000-000000000002')
    const sent: string[] = []
    await queue(s, async (f, progress) => {
      progress(0.5)
      sent.push(f.path)
    }).pump()
    expect(sent).toEqual([first, later])
    expect((await s.get(fileKey('portfolio', first)))?.state).toBe('uploaded')
    expect((await s.get(fileKey('portfolio', first)))?.progress).toBe(1)
  })

  it('[SYNC-FILE-2] a refused file is failed with the reason and the queue goes on', async () => {
    const s = await store()
    const bad = await keep(s, 'a')
    const good = await keep(s, 'bb')
    await queue(s, async (f) => {
      if (f.path === bad) throw new UploadRefused({ code: 'storage-413', message: 'Too big' })
    }).pump()
    const refused = await s.get(fileKey('portfolio', bad))
    expect(refused?.state).toBe('failed')
    expect(refused?.error).toEqual({ code: 'storage-413', message: 'Too big' })
    expect((await s.get(fileKey('portfolio', good)))?.state).toBe('uploaded')
  })

  it('[SYNC-FILE-2] a network failure puts the file back in the queue', async () => {
    const s = await store()
    const path = await keep(s, 'a')
    const uploads = queue(s, () => Promise.reject(new TypeError('fetch failed')))
    await uploads.pump()
    expect((await s.get(fileKey('portfolio', path)))?.state).toBe('local')
    await uploads.stop()
  })

  it('[SYNC-FILE-2] a file left uploading by a worker that ended is sent again', async () => {
    const s = await store()
    const path = await keep(s, 'a', 'uploading')
    const sent: string[] = []
    const uploads = queue(s, async (f) => {
      sent.push(f.path)
    })
    await uploads.start()
    await expect.poll(() => sent).toEqual([path])
    await uploads.stop()
  })

  it('[SYNC-FILE-1] a push and the queue needing the same file share one upload', async () => {
    const s = await store()
    const path = await keep(s, 'a')
    let calls = 0
    let release = () => {}
    const uploads = queue(s, () => {
      calls += 1
      return new Promise<void>((resolve) => (release = resolve))
    })
    const pumping = uploads.pump()
    await expect.poll(() => calls).toBe(1)
    const pushing = uploads.ensure([{ bucket: 'portfolio', path }])
    release()
    await pumping
    expect(await pushing).toBeNull()
    expect(calls).toBe(1)
  })
})
