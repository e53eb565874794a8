// "Last updated" for Find Jobs: when the jobs collection last pulled from the server. The
// worker's status is not kept across reloads, so the time is remembered on the device (and
// forgotten on sign-out with the rest of the replica, see freshness-store.ts).
import { useEffect } from 'react'
import { useSyncState } from '@/data/shell.ts'
import { useConnectivity } from '@/data/shell.ts'
import { readJobsUpdatedAt, rememberJobsUpdatedAt } from '../freshness-store.ts'
import { useUserId } from './useUserId.ts'

export interface Freshness {
  isOffline: boolean
  /** ISO time of the last successful pull of jobs, if any. */
  updatedAt: string | null
}

export function useJobsFreshness(): Freshness {
  const userId = useUserId()
  const tab = useSyncState()
  const connectivity = useConnectivity()
  const pulled = tab.status?.collections.find((c) => c.name === 'jobs')?.lastPullAt ?? null
  useEffect(() => {
    if (pulled && userId) rememberJobsUpdatedAt(userId, pulled)
  }, [pulled, userId])
  const isOffline = !tab.isOnline || !connectivity.online || tab.status?.phase === 'offline'
  return { isOffline, updatedAt: pulled ?? readJobsUpdatedAt(userId) }
}
