// A stored file as a page shows it: its upload state, and an object URL of the device's copy so
// a photo added offline shows at once and after a reload (issue 29).
import { useEffect, useState } from 'react'
import { fileKey, type StoredFileMeta } from '@/db/file-store.ts'
import { localFile, onFilesChange } from './files.ts'

export interface LocalFileView {
  /** The device's copy and its upload state; null when the device has none. */
  meta: StoredFileMeta | null
  /** An object URL of the device's copy. */
  url: string | null
  /** False until the device has been asked. */
  checked: boolean
}

const NONE: LocalFileView = { meta: null, url: null, checked: false }

export function useLocalFile(bucket: string, path: string | null): LocalFileView {
  const [view, setView] = useState<LocalFileView>(NONE)
  useEffect(() => {
    if (!path || typeof indexedDB === 'undefined') {
      setView({ ...NONE, checked: true })
      return
    }
    const key = fileKey(bucket, path)
    let url: string | null = null
    let live = true
    const read = async () => {
      const file = await localFile(bucket, path).catch(() => null)
      if (!live) return
      if (file && !url) url = URL.createObjectURL(file.blob)
      const { blob: _blob, ...meta } = file ?? { blob: null }
      setView({
        meta: file ? (meta as StoredFileMeta) : null,
        url: file ? url : null,
        checked: true,
      })
    }
    void read()
    const off = onFilesChange((changed) => {
      if (changed === key) void read()
    })
    return () => {
      live = false
      off()
      if (url) URL.revokeObjectURL(url)
    }
  }, [bucket, path])
  return view
}
