// Photos and files on this device (issue 29): what the pages add, show and manage while the sync
// worker uploads them (sync/file-uploads.ts). The file's path is final from the start, so the row
// that names it is written at once and pushed once the server has the file.
import { newFilePath } from '@/db/file-columns.ts'
import {
  deleteFileStore,
  fileKey,
  openFileStore,
  type FileStore,
  type StoredFile,
} from '@/db/file-store.ts'

let opening: Promise<FileStore> | null = null

/** The device's file store, opened on first use and again after a sign-out deleted it. */
export async function fileStore(): Promise<FileStore> {
  const current = opening ? await opening : null
  if (current && !current.closed) return current
  opening = openFileStore()
  return opening
}

export interface PreparedFile {
  blob: Blob
  type: string
  width: number
  height: number
}

/** Keeps a prepared photo on the device for upload; returns its path in `bucket`. */
export async function addFile(bucket: string, owner: string, file: PreparedFile): Promise<string> {
  const path = newFilePath(owner, file.type)
  const now = new Date().toISOString()
  const stored: StoredFile = {
    key: fileKey(bucket, path),
    bucket,
    path,
    owner,
    type: file.type,
    width: file.width,
    height: file.height,
    size: file.blob.size,
    state: 'local',
    progress: 0,
    error: null,
    created_at: now,
    updated_at: now,
    blob: file.blob,
  }
  await (await fileStore()).put(stored)
  return path
}

/** Keeps a copy of a file the server has (another member's chat photo) for offline viewing. */
export async function keepServerFile(bucket: string, path: string, blob: Blob): Promise<void> {
  const now = new Date().toISOString()
  await (
    await fileStore()
  ).put({
    key: fileKey(bucket, path),
    bucket,
    path,
    owner: path.split('/')[0] ?? '',
    type: blob.type || 'application/octet-stream',
    width: 0,
    height: 0,
    size: blob.size,
    state: 'uploaded',
    progress: 1,
    error: null,
    created_at: now,
    updated_at: now,
    blob,
  })
}

export async function localFile(bucket: string, path: string): Promise<StoredFile | null> {
  return (await fileStore()).get(fileKey(bucket, path))
}

/** A refused upload goes back to the queue (the worker tries it when online). */
export async function retryFile(bucket: string, path: string): Promise<void> {
  await (await fileStore()).update(fileKey(bucket, path), { state: 'local', error: null })
}

/** Drops the device's copy of a file no row names any more (a removed or unsaved photo). */
export async function forgetFile(bucket: string, path: string): Promise<void> {
  const store = await fileStore()
  const file = await store.get(fileKey(bucket, path))
  // An uploaded copy only speeds up display; one the server lacks is dropped with its row.
  if (file) await store.remove(file.key)
}

/** Calls `fn` when any stored file changes (upload progress included). */
export function onFilesChange(fn: (key: string) => void): () => void {
  let off: (() => void) | null = null
  let cancelled = false
  void fileStore().then((store) => {
    if (!cancelled) off = store.onChange(fn)
  })
  return () => {
    cancelled = true
    off?.()
  }
}

/** Sign-out (SYNC-WIPE-1): the files go with the replica. */
export async function wipeFiles(): Promise<void> {
  const current = opening ? await opening.catch(() => null) : null
  current?.close()
  opening = null
  if (typeof indexedDB !== 'undefined') await deleteFileStore()
}
