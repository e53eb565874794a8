import { useMemo } from 'react'
import { arrivedTables, useSyncState } from '@/data/shell.ts'
import { downloadView, type DownloadView } from '../progress-view.ts'

/** The tables this device is saving for offline use now, or null (SPEC SYNC-PROG-3). */
export function useDownloadView(): DownloadView | null {
  const status = useSyncState().status
  return useMemo(
    () => downloadView(status, arrivedTables(status?.userId ?? null), Date.now()),
    [status],
  )
}
